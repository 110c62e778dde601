// The top bar and the account-details header draw the same user with the same avatar.
import { afterEach, describe, expect, it } from 'vitest'
import { TopBar } from '@/features/app-shell/components/top-bar'
import { DetailsHeader } from '@/features/profile/components/details-header'
import { detailsFromTelegram } from '@/features/profile/details-rules'
import { fallbackUser } from '@/features/session/fallback-user'
import type { TelegramLaunchUser } from '@/lib/telegram/launch-params'
import { render, type Rendered } from '../../support/render'

const views: Rendered[] = []
afterEach(() => views.splice(0).forEach((v) => v.unmount()))

/** Renders both places for one Telegram user and returns what each avatar shows. */
function avatarsOf(tg: TelegramLaunchUser) {
  const session = fallbackUser(tg)
  const details = detailsFromTelegram(tg)
  if (!details) throw new Error('no details for the user')
  const bar = render(<TopBar firstName={session.firstName} photoUrl={session.photoUrl} />)
  const header = render(<DetailsHeader profile={details} />)
  views.push(bar, header)
  const shown = (v: Rendered) => ({
    photo: v.container.querySelector('img')?.getAttribute('src') ?? null,
    initial: v.byTestId('avatar-placeholder')?.textContent ?? null,
  })
  return [shown(bar), shown(header)]
}

describe('one avatar in the top bar and on account details', () => {
  it('shows the Telegram photo in both when the user has one', () => {
    const photo = 'https://t.me/i/userpic/320/zoe.jpg'
    const [bar, header] = avatarsOf({ id: 7, first_name: 'Zoe', last_name: 'Ng', photo_url: photo })
    expect(bar).toEqual({ photo, initial: null })
    expect(header).toEqual(bar)
  })

  it('shows the first letter of the first name in both when there is no photo', () => {
    const [bar, header] = avatarsOf({ id: 8, first_name: 'élodie', last_name: 'Martin' })
    expect(bar).toEqual({ photo: null, initial: 'É' })
    expect(header).toEqual(bar)
  })
})
