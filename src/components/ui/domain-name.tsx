import { Fragment } from 'react'

/**
 * A domain name that may wrap only before its dots ("premiumcoffee" / ".com"), never inside a
 * label. The boxes it sits in keep `overflow-wrap: anywhere` for the one case left: a single
 * label wider than the whole line. The text itself is unchanged (`<wbr>` adds no characters).
 */
export function DomainName({ name }: { name: string }) {
  return name.split('.').map((label, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          <wbr />.
        </>
      )}
      {label}
    </Fragment>
  ))
}
