import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { GlobeIcon } from '@/components/ui/icons'
import { Sheet } from '@/components/ui/sheet'
import { setLanguage, SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n'
import { useQueuedMutation } from '@/lib/offline/use-queued-mutation'
import { haptic } from '@/lib/telegram/haptic'
import { languageWrite } from '../api/set-language'
import styles from './profile.module.css'
import { MenuRowButton } from './menu-row-button'

/** Each language named in itself, so a user who picked the wrong one can still find theirs. */
export function nativeName(code: Language): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
  } catch {
    return code
  }
}

/** A row showing the current language that opens the choice (ru / en). */
export function LanguageMenu() {
  const { i18n, t } = useLingui()
  const [open, setOpen] = useState(false)
  const current = i18n.locale as Language
  const { enqueue } = useQueuedMutation(languageWrite)

  const choose = (code: Language) => {
    if (setLanguage(code)) {
      haptic.selection()
      enqueue({ language: code })
    }
    setOpen(false)
  }

  return (
    <>
      <MenuRowButton
        icon={<GlobeIcon size={22} />}
        label={<Trans>Language</Trans>}
        value={nativeName(current)}
        onClick={() => setOpen(true)}
        data-testid="language-row"
      />
      <Sheet open={open} onClose={() => setOpen(false)} title={<Trans>Language</Trans>}>
        <ul className={styles.options} aria-label={t`Language`}>
          {SUPPORTED_LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-pressed={code === current}
                className={styles.option}
                onClick={() => choose(code)}
                data-testid={`language-${code}`}
              >
                <span>{nativeName(code)}</span>
                {code === current && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  )
}
