/**
 * The Spanish sentences of the schemes' reasons (`typed-uri/schemes`): what
 * to change, in the words of the kind of address ("dirección web", "enlace de
 * correo", "dirección de archivo"), never a rule's name or an RFC's number.
 *
 * @since 0.4.0
 */
import type { FileNameFault, SchemeReason } from '../../error/reasons/schemes.ts'
import type { ReasonSentences } from '../catalog.ts'
import { afterInScheme as after, quoted, SET_UP_WRONGLY } from './words.ts'

type Platform = 'posix' | 'windows'

/** The platform's computers, in everyday words. */
const ON: { readonly [P in Platform]: string } = { posix: 'Linux o Mac', windows: 'Windows' }
const on = (platform: Platform): string => ON[platform] ?? 'este equipo'

/** Why a name cannot be a file's, in everyday words, after "porque" (because). */
const faultPlain = (fault: FileNameFault): string => {
  switch (fault.fault) {
    case 'separator':
      return fault.character === '/' ? 'contiene una barra (/)' : 'contiene una barra invertida (\\)'
    case 'stream-colon':
      return 'contiene dos puntos (:)'
    case 'reserved':
      return fault.codePoint < 0x20 ? 'contiene un carácter invisible' : `contiene el signo ${String.fromCodePoint(fault.codePoint)}`
    case 'nul':
      return 'contiene un carácter invisible'
    case 'lone-surrogate':
      return 'contiene un carácter dañado'
    case 'dots-and-spaces':
      return 'solo tiene puntos y espacios'
  }
}

/** What a triplet in a data address's type stands for, in everyday words. */
const octetPlain = (octet: number): string =>
  octet === 0x20
    ? 'un espacio'
    : octet < 0x20 || octet === 0x7f
      ? 'un carácter invisible'
      : octet > 0x7f
        ? 'parte de un carácter que no es una letra ni una cifra simple'
        : quoted(String.fromCharCode(octet))

/** The %-form of a mailto delimiter (RFC 3986 section 2.1: its octet in hex). */
const TRIPLETS = { '?': '%3F', '=': '%3D', '&': '%26', '/': '%2F', '#': '%23' } as const

const INCOMPLETE = 'Los datos después de la coma están incompletos: compruebe que se copiaron enteros'

/** The Spanish sentence of each scheme reason. */
export const schemes: ReasonSentences<SchemeReason['kind']> = {
  'http-form': (r) => `Escriba una dirección web que empiece por ${r.scheme}:// y siga con el nombre del sitio web, como ${r.scheme}://www.example.com`,
  'http-empty-host': (r) => `Añada el nombre del sitio web después de ${r.scheme}://, como ${r.scheme}://www.example.com`,
  'ws-fragment': (_r, e) => `Una dirección WebSocket no puede contener «#»: elimine el «#» ${after(e.before)} y lo que le sigue, o escriba %23 en su lugar`,
  'ws-userinfo': () => 'Una dirección WebSocket no puede contener un nombre de usuario ni una contraseña: elimine todo lo que hay hasta la «@», incluida esta',
  'ws-form': (r) => `Escriba una dirección WebSocket que empiece por ${r.scheme}:// y siga con el nombre del sitio web, como ${r.scheme}://www.example.com/chat`,
  'mailto-delimiter': (r, e) =>
    r.character === '/' || r.character === '#'
      ? `Reemplace el ${quoted(r.character)} ${after(e.before)} por ${TRIPLETS[r.character]}: un enlace de correo no puede contenerlo tal cual`
      : `Reemplace el ${quoted(r.character)} ${after(e.before)} por ${TRIPLETS[r.character] ?? r.character}: en un enlace de correo, «?», «&» y «=» solo se escriben tal cual para añadir campos, como mailto:nombre@example.com?subject=Hola&body=Saludos`,
  'mailto-form': () => 'Revise el enlace de correo: debe tener la forma mailto:nombre@example.com?subject=Hola',
  'mailto-no-at': (r) => `Añada una «@» a la dirección de correo ${quoted(r.address)}, como nombre@example.com`,
  'mailto-local-part': (r) => `Revise la parte antes de la «@» en la dirección de correo ${quoted(r.address)}: tiene un carácter o un punto que no puede estar ahí`,
  'mailto-domain': (r) => `Revise la parte después de la «@» en la dirección de correo: ${quoted(r.domain)} no es un nombre de dominio como example.com`,
  'mailto-not-utf8': (_r, e) => `Revise los caracteres escritos con % ${after(e.before)} en el enlace de correo: juntos no forman ninguna letra ni ningún signo, como %C3%A9 para «é»`,
  'urn-question-mark': () => 'Revise el URN: un «?» solo puede ir después del valor, seguido de «+» o «=», como urn:example:a?+b',
  'urn-nid': () => 'Revise el nombre después de «urn:»: debe tener de 2 a 32 letras, números o guiones (-), y empezar y terminar por una letra o un número, como urn:isbn:0451450523',
  'urn-nid-too-long': (r) => `Acorte el nombre después de «urn:» a ${r.max} caracteres como máximo: ahora tiene ${r.length}`,
  'urn-form': () => 'Revise el URN: debe ser «urn:», un nombre, dos puntos y un valor, como urn:isbn:0451450523',
  'urn-namespace-nss': (r) =>
    r.nid === 'uuid'
      ? 'Revise el código después de «urn:uuid:»: debe tener 32 cifras y letras de la a a la f en grupos de 8, 4, 4, 4 y 12, como f81d4fae-7dec-11d0-a765-00a0c91e6bf6'
      : `Revise el valor después de ${quoted(`urn:${r.nid}:`)}: no está escrito como lo exige este tipo de URN`,
  'file-port': () => 'Elimine el número de puerto de la dirección de archivo: una dirección de archivo no puede tenerlo',
  'file-form': (r) =>
    r.host
      ? 'Revise la dirección de archivo: debe ser file:// con el nombre de un equipo o nada, y después la ruta completa del archivo, como file:///home/me/notes.txt'
      : 'Revise la dirección de archivo: debe ser file: y la ruta completa del archivo, como file:///home/me/notes.txt',
  'file-segment-name': (r) => `Revise la dirección de archivo: ${quoted(r.segment)} no puede ser el nombre de un archivo en ${on(r.platform)}, porque ${faultPlain(r.fault)}`,
  'file-path-not-utf8': (_r, e) => `Revise los caracteres escritos con % ${after(e.before)} en la dirección de archivo: juntos no forman ninguna letra ni ningún signo`,
  'file-posix-host': (r) => `Esta dirección de archivo está en otro equipo, ${quoted(r.host)}: una ruta de Linux o Mac solo puede indicar un archivo de este equipo`,
  'file-posix-drive': (r) => `Esta dirección de archivo tiene la unidad de Windows ${quoted(`${r.drive}:`)}, que una ruta de Linux o Mac no puede tener`,
  'file-windows-server': (r) => `Revise el nombre del equipo ${quoted(r.host)} en la dirección de archivo`,
  'file-win32-host': (r) => `Revise el nombre del equipo en la dirección de archivo: ${quoted(r.host)} no es el nombre de un equipo`,
  'file-unc-drive': (r) => `Una dirección de archivo en otro equipo no puede tener letra de unidad: elimine la unidad ${quoted(`${r.drive}:`)} o el nombre del equipo ${quoted(r.host)}`,
  'file-unc-no-share': (r) => `Añada el nombre de la carpeta compartida después del nombre del equipo ${quoted(r.host)}`,
  'file-path-dot-segment': (r) => `Escriba la ruta sin ${quoted(r.segment)}: ponga en su lugar el nombre de la carpeta que representa`,
  'file-path-name': (r) => `Revise el nombre ${quoted(r.name)} de la ruta: no puede ser el nombre de un archivo en ${on(r.platform)}, porque ${faultPlain(r.fault)}`,
  'file-win32-trailing': (r) => `Elimine el punto o el espacio del final del nombre ${quoted(r.name)}: Windows lo quitaría`,
  'file-unc-server': (r) => `Revise el nombre del equipo ${quoted(r.server)}: ${faultPlain(r.fault)}`,
  'file-unc-path-no-share': () => 'Añada el nombre de la carpeta compartida después del nombre del equipo, como \\\\server\\share\\notes.txt',
  'file-posix-relative': () => 'Escriba la ruta completa del archivo, empezando por «/», como /home/me/notes.txt',
  'file-posix-double-slash': () => 'Empiece la ruta con una sola «/» en lugar de dos, como /home/me/notes.txt',
  'file-windows-relative': () => 'Escriba la ruta completa del archivo, empezando por una letra de unidad o el nombre de un equipo, como C:\\Users\\me\\notes.txt',
  'file-win32-namespace': (r) =>
    r.namespace === 'device'
      ? 'Esta ruta indica un dispositivo, no un archivo: escriba la ruta de un archivo, como C:\\Users\\me\\notes.txt'
      : 'Escriba la ruta de un archivo que esté en una unidad o en una carpeta compartida, como C:\\Users\\me\\notes.txt',
  'data-token-triplet': (r) =>
    `Elimine ${quoted(r.triplet)} del tipo que hay al principio de la dirección de datos: representa ${octetPlain(r.octet)}, y un tipo como text/plain no puede contenerlo`,
  'data-parameter': () => 'Revise el ajuste que sigue a «;» en la dirección de datos: debe ser un nombre, «=» y un valor, como charset=utf-8',
  'data-form': () => 'Revise la dirección de datos: debe tener la forma data:text/plain,Hola, con una coma antes de los datos',
  'data-base64-character': (_r, e) =>
    `Revise los datos después de la coma: el carácter ${after(e.before)} no puede estar en ellos, porque los datos codificados solo pueden contener letras, números, «+», «/» y «=» al final`,
  'data-base64-length': () => INCOMPLETE,
  'forgiving-base64-not-octets': () => SET_UP_WRONGLY,
  'forgiving-base64-character': (_r, e) =>
    `Revise los datos después de la coma: el carácter ${after(e.before)} no puede estar en ellos, porque los datos codificados solo pueden contener letras, números, espacios, «+», «/» y «=» al final`,
  'forgiving-base64-length': () => INCOMPLETE,
  'scheme-not-a-tree': () => SET_UP_WRONGLY,
}
