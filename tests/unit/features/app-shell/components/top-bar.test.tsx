import { afterEach, describe, expect, it } from 'vitest'
import { TopBar } from '@/features/app-shell/components/top-bar'
import { render, type Rendered } from '../../../support/render'

let view: Rendered | undefined
afterEach(() => view?.unmount())

describe('top bar', () => {
  it('shows the name and the balance with $ and two decimals', () => {
    view = render(<TopBar firstName="Ann" balance={12.5} />)
    expect(view.byTestId('top-bar-name')?.textContent).toBe('Ann')
    expect(view.byTestId('top-bar-balance')?.textContent).toBe('$12.50')
    expect(view.byTestId('avatar-placeholder')?.textContent).toBe('A')
  })

  it('uses the photo when there is one and a skeleton while the balance loads', () => {
    view = render(<TopBar firstName="Bo" photoUrl="https://t.me/i/userpic/1.jpg" />)
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe(
      'https://t.me/i/userpic/1.jpg',
    )
    expect(view.byTestId('top-bar-balance')).toBeNull()
  })

  it('sizes the loading balance as a zero amount, so a new user’s $0.00 lands without a shift', () => {
    view = render(<TopBar firstName="Bo" />)
    const placeholder = view.container.querySelector('[title] > [aria-hidden="true"]')
    expect(placeholder?.textContent).toBe('$0.00')
    expect(placeholder?.getAttribute('style')).toBeNull()
    // The text is there for its box only: hidden from sight and from assistive technology.
    expect(placeholder?.firstElementChild?.className).toMatch(/sizer/)
  })
})
