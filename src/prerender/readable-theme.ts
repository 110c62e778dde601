// Bundled into the prerendered home screen's script for Telegram (scripts/prerender-html.ts).
// index.html's head script has put the launch's colours on <html> as `--tg-theme-*` by the time
// this runs; this adds the contrast-derived hint and button colours the app's theme.ts adds, so
// the first frame of a first visit has them and nothing recolours at the hand-over.
import { readableThemeVariables, themeVariableName } from '../lib/telegram/theme'

const style = document.documentElement.style
const color = (key: string) => style.getPropertyValue(themeVariableName(key)) || undefined
for (const [name, value] of readableThemeVariables(color)) style.setProperty(name, value)
