/**
 * Chinese (Simplified, mainland China) for people filling in a form: the
 * subpath `typed-uri/messages/zh-CN`. What is wrong and what to do, in
 * everyday words, no grammar terms or RFC numbers (GOV.UK's plain style
 * carried over).
 *
 * Register: polite and neutral, as mainland Chinese web forms address people:
 * requests begin with "请…" ("请删除“a”后面的空格"), what the form did for the
 * person with "已为您…", and "您" where the person is named. Chinese
 * punctuation (，：（）) and quotation marks (“…”) around the person's own text;
 * no final full stop, as form messages are written; a space between Han
 * characters and ASCII text (URLs, %-codes, numbers). Words chosen: 网址 (an
 * address), 域名 (the website name, the host), 端口号 (the port), 路径 (the
 * path), 用户名或密码 (the user information), % 编码 (a percent-encoding),
 * 不可见字符 (a control or formatting character).
 *
 * @since 0.4.0
 */
import type { Catalog } from '../catalog.ts'
import { plainCodes, plainDecoding, plainFaults } from './codes.ts'
import { plainAdapters, plainConversion, plainOptions, plainTemplate } from './reasons.ts'
import { plainSchemes } from './schemes.ts'
import { plainRefusals, plainViolations, plainWarnings } from './security.ts'

/**
 * Chinese (Simplified) for people filling in a form: every error code, reason, decoding error,
 * web-address fault, warning, violation and refusal, in the polite register of mainland Chinese web
 * forms ("请…").
 *
 * @example
 * import { parse } from 'typed-uri'
 * import { describeError } from 'typed-uri/messages'
 * import { plain as zhCN } from 'typed-uri/messages/zh-CN'
 * const r = parse('https://example.com/a b')
 * if (r._tag === 'Left') describeError(zhCN)(r.left)   // '请删除“a”后面的空格，或将其替换为 %20'
 *
 * @since 0.4.0
 * @category catalogs
 */
export const plain: Catalog = {
  codes: plainCodes,
  // A pure call, not a spread: a bundler keeps an object spread (it may run a getter) even when unused.
  reasons: /* @__PURE__ */ Object.assign({}, plainOptions, plainSchemes, plainTemplate, plainConversion, plainAdapters),
  decoding: plainDecoding,
  faults: plainFaults,
  warnings: plainWarnings,
  violations: plainViolations,
  refusals: plainRefusals,
}
