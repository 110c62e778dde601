// The app loads only the active catalog at start; unit tests render in either language at will.
import { loadCatalog } from '@/lib/i18n'

await Promise.all([loadCatalog('en'), loadCatalog('ru')])
