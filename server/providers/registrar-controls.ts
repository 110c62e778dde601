// Registrar features beyond buying and renewing: WHOIS privacy, the transfer lock and auth code,
// transfers in, and DNSSEC's DS records; and the CDN's side of DNSSEC. Adapters implement them as
// optional capabilities (types.ts), so a registrar without one answers "not supported".

export interface RegistrarControlState {
  /** Transfer lock (clientTransferProhibited): on by default. */
  locked: boolean
  /** WHOIS privacy: the registrant's contact details are replaced by the privacy service's. */
  privacyEnabled: boolean
  /** Until then the registry's policy lock (new registration, transfer in) blocks an unlock. */
  transferLockExpiresAt: Date | null
}

/** Where a transfer into our account stands at the registrar. */
export type TransferState = 'pending' | 'completed' | 'failed' | 'cancelled'

export interface TransferEligibility {
  eligible: boolean
  /** Why not: `already_ours` (in our account), `not_registered`, `unsupported_tld`. */
  reason?: 'already_ours' | 'not_registered' | 'unsupported_tld'
  /** What the registrar charges for the transfer (one year included), cents; where it says. */
  transferCents?: number
}

/** A DS record: what the parent zone needs to trust the zone's signing key. */
export interface DsRecord {
  keyTag: number
  algorithm: number
  digestType: number
  digest: string
}

export interface RegistrarControls {
  controlState(domain: string): Promise<RegistrarControlState>
  setPrivacy(domain: string, enabled: boolean): Promise<RegistrarControlState>
  setLock(domain: string, locked: boolean): Promise<RegistrarControlState>
  /** The EPP code another registrar asks for; never stored by us. */
  authCode(domain: string): Promise<string>
  transferEligibility(domain: string): Promise<TransferEligibility>
  /** Starts a transfer in with WHOIS privacy on; a repeat with the same key starts nothing new. */
  transferIn(input: {
    domain: string
    authCode: string
    idempotencyKey: string
  }): Promise<{ state: TransferState; detail: string }>
  transferStatus(domain: string): Promise<{ state: TransferState; detail: string }>
  /**
   * Withdraws a pending transfer in; a repeat answers `cancelled` again. Once the registry has
   * taken it further it throws a ProviderError with code `not_cancellable`.
   */
  cancelTransfer(domain: string): Promise<{ state: TransferState; detail: string }>
  listDs(domain: string): Promise<DsRecord[]>
  addDs(domain: string, ds: DsRecord): Promise<void>
  removeDs(domain: string, digest: string): Promise<void>
}

/** DNSSEC on the CDN's zone: `pending` once signing is asked for, `active` once the DS is seen. */
export interface CdnDnssecState {
  status: 'off' | 'pending' | 'active'
  ds?: DsRecord
}

export interface CdnDnssec {
  getDnssec(zoneId: string): Promise<CdnDnssecState>
  enableDnssec(zoneId: string): Promise<CdnDnssecState>
  disableDnssec(zoneId: string): Promise<void>
}
