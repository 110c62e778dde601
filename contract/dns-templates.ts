// One-tap DNS templates: the records each service documents for connecting a custom domain. Pure
// data shared by the app (the list it shows) and the server (the records it plans from). Names are
// relative to the domain (`@` is the root); contents are written as the DNS form writes them.

export const dnsTemplateIds = [
  'github-pages',
  'vercel',
  'netlify',
  'google-workspace',
  'microsoft-365',
  'tilda',
] as const
export type DnsTemplateId = (typeof dnsTemplateIds)[number]

/** What the owner must tell a template: their GitHub account or their Netlify site. */
export type TemplateTarget = 'github-account' | 'netlify-site'

export interface DnsTemplateInfo {
  id: DnsTemplateId
  /** The service's own name, the same in every language. */
  service: string
  kind: 'site' | 'mail' | 'link-page'
  target?: TemplateTarget
}

export const dnsTemplates: readonly DnsTemplateInfo[] = [
  { id: 'github-pages', service: 'GitHub Pages', kind: 'site', target: 'github-account' },
  { id: 'vercel', service: 'Vercel', kind: 'site' },
  { id: 'netlify', service: 'Netlify', kind: 'site', target: 'netlify-site' },
  { id: 'google-workspace', service: 'Google Workspace', kind: 'mail' },
  { id: 'microsoft-365', service: 'Microsoft 365', kind: 'mail' },
  { id: 'tilda', service: 'Tilda', kind: 'link-page' },
]

export interface TemplateRecord {
  type: 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT'
  name: string
  content: string
}

/** A GitHub account or Netlify site name: one DNS label. */
export const isTemplateTarget = (v: string) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(v)

const a = (content: string): TemplateRecord => ({ type: 'A', name: '@', content })
const aaaa = (content: string): TemplateRecord => ({ type: 'AAAA', name: '@', content })
const www = (content: string): TemplateRecord => ({ type: 'CNAME', name: 'www', content })

/** The records of a template for `domain`; `target` is required where the template has one. */
export function templateRecords(id: DnsTemplateId, domain: string, target = ''): TemplateRecord[] {
  const who = target.trim().toLowerCase()
  switch (id) {
    // docs.github.com: "Managing a custom domain for your GitHub Pages site" (apex A/AAAA, www CNAME).
    case 'github-pages':
      return [
        ...['108', '109', '110', '111'].map((n) => a(`185.199.${n}.153`)),
        ...['8000', '8001', '8002', '8003'].map((n) => aaaa(`2606:50c0:${n}::153`)),
        www(`${who}.github.io`),
      ]
    // vercel.com/docs/domains/set-up-custom-domain (Feb 2026): apex A 76.76.21.21, a subdomain
    // CNAME cname.vercel-dns-0.com (the older cname.vercel-dns.com is no longer the documented one).
    case 'vercel':
      return [a('76.76.21.21'), www('cname.vercel-dns-0.com')]
    // docs.netlify.com "Configure external DNS": apex A to the load balancer, www CNAME to the site.
    case 'netlify':
      return [a('75.2.60.5'), www(`${who}.netlify.app`)]
    // support.google.com/a: the single MX smtp.google.com (priority 1) and Google's SPF include.
    case 'google-workspace':
      return [
        { type: 'MX', name: '@', content: '1 smtp.google.com' },
        { type: 'TXT', name: '@', content: 'v=spf1 include:_spf.google.com ~all' },
      ]
    // learn.microsoft.com "Add DNS records to connect your domain": MX, SPF and Autodiscover.
    case 'microsoft-365':
      return [
        {
          type: 'MX',
          name: '@',
          content: `0 ${domain.toLowerCase().replaceAll('.', '-')}.mail.protection.outlook.com`,
        },
        { type: 'TXT', name: '@', content: 'v=spf1 include:spf.protection.outlook.com -all' },
        { type: 'CNAME', name: 'autodiscover', content: 'autodiscover.outlook.com' },
      ]
    // help-ru.tilda.cc "Подключение домена": root A record to Tilda's server, www CNAME tilda.ws.
    case 'tilda':
      return [a('185.165.123.36'), www('tilda.ws')]
  }
}
