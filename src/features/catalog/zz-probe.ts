import * as m from '@/'
import * as q from '@/routes/__root'
export const z = [m, q]
