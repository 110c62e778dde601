import { createFileRoute, redirect } from '@tanstack/react-router'

// The spec's local-only DNS editor shows no content of its own: DNS lives in the CDN settings.
export const Route = createFileRoute('/domain/$domain/dns')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/domain/$domain/cloudflare/dns',
      params: { domain: params.domain },
      replace: true,
    })
  },
})
