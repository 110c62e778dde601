import {
  createAdminPromocode,
  deactivateAdminPromocode,
  listAdminPromocodes,
} from '@contract/promocodes.endpoints'
import type { AdminPromocodeCreate } from '@contract/promocodes'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineAdminCollection } from './admin-collection'

const promocodes = defineAdminCollection(adminKeys.promocodes, listAdminPromocodes)

export const useAdminPromocodes = promocodes.useList

export const useCreatePromocode = () =>
  promocodes.useWrite((body: AdminPromocodeCreate) => callEndpoint(createAdminPromocode, { body }))

export const useDeactivatePromocode = () =>
  promocodes.useWrite((code: string) =>
    callEndpoint(deactivateAdminPromocode, { params: { code } }),
  )
