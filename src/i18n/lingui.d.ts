// A catalog compiled by the Lingui Vite plugin (`./locales/<locale>/<area>.json?lingui`).
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
