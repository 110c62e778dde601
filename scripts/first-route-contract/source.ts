// The generated module's text. One module loads the contract and the predicates together, so a
// refine's function is the very object the predicates list (./compile.ts matches them by identity).
import * as firstRoute from '../../contract/first-route'
import { generateModule } from './generate'
import { contractPredicates } from './predicates'

export const firstRouteSource = () => generateModule({ ...firstRoute }, contractPredicates())
