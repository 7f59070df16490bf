/**
 * `typed-uri/mcp`: a drop-in for the MCP TypeScript SDK's `UriTemplate`, with
 * typed-uri's RFC 6570 behind the SDK's class shape. A server hands it to the
 * SDK's `ResourceTemplate` and reads resources whose query parameters come in
 * any order and any subset, matched in time linear in the URI:
 *
 * ```ts
 * import { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
 * import type { UriTemplate as SdkUriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js'
 * import { UriTemplate } from 'typed-uri/mcp'
 *
 * // The SDK's type has private members no other class can have: hence the cast.
 * const products = new ResourceTemplate(new UriTemplate('acme://products{?page,limit}') as unknown as SdkUriTemplate, { list: undefined })
 * ```
 *
 * docs/mcp.md lists where its answers differ from the SDK's, and why.
 *
 * @since 0.4.0
 */
export { UriTemplate, type Variables } from './uri-template.ts'
