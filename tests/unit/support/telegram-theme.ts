/** Telegram Desktop's dark theme, as the demo and e2e launch links send it: its hint and its
 * button both read below 4.5:1, so the app derives readable ones. */
export const TELEGRAM_DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
}
