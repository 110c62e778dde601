import { describe, expect, it, vi } from 'vitest'
import { Pager } from '@/features/admin/components/pager'
import { render } from '../../../support/render'

describe('admin pager', () => {
  it('shows a capped total as "10,000+" and follows the cursors', () => {
    const onCursor = vi.fn()
    const r = render(<Pager total={10_000} capped next="n1" prev={null} onCursor={onCursor} />)
    expect(r.byTestId('pager-total')?.textContent).toBe('10,000+ in all')
    const prev = r.byTestId('pager-prev') as HTMLButtonElement
    const next = r.byTestId('pager-next') as HTMLButtonElement
    expect(prev.disabled).toBe(true)
    next.click()
    expect(onCursor).toHaveBeenCalledWith('n1')
    r.unmount()
  })

  it('shows an exact total below the cap, and Previous with a cursor back', () => {
    const onCursor = vi.fn()
    const r = render(<Pager total={55} capped={false} next={null} prev="p1" onCursor={onCursor} />)
    expect(r.byTestId('pager-total')?.textContent).toBe('55 in all')
    expect((r.byTestId('pager-next') as HTMLButtonElement).disabled).toBe(true)
    ;(r.byTestId('pager-prev') as HTMLButtonElement).click()
    expect(onCursor).toHaveBeenCalledWith('p1')
    r.unmount()
  })
})
