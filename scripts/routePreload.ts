import type { Plugin } from 'vite';

/**
 * Deep links load their game in parallel with the shell. A game's code is a lazily imported
 * chunk that the shell asks for only once React has run and rendered the route; on a fresh load of
 * `#/popstar` that was one more round trip after the whole main chunk had downloaded and run.
 * This plugin emits a tiny classic script, loaded `async` from the page's head, that reads the
 * hash and adds `modulepreload` (JavaScript) and `preload` (CSS) links for that route's chunk and
 * everything it imports, so the browser fetches them while it is still fetching the main chunk.
 * Vite's own loader then finds them cached (docs/performance-log.md). The stylesheets' links go
 * in once the page's first frame (the app's mark, scripts/bootShell.ts) is drawn: a preloaded
 * stylesheet is fetched at the highest priority, beside the page's own, and would hold that frame
 * back on a slow link; the screen needs it only once its code is in.
 */

/** The script: `files` maps a route's first hash segment to the files it needs, relative to the script. */
export function preloadScript(files: Record<string, readonly string[]>): string {
  return `(()=>{const M=${JSON.stringify(files)};const r=/^#\\/([\\w-]+)/.exec(location.hash);const f=r&&Object.hasOwn(M,r[1])?M[r[1]]:null;const s=document.currentScript;if(!f||!s)return;const add=(n)=>{const h=new URL(n,s.src).href;for(const o of document.querySelectorAll('link[href]'))if(o.href===h)return;const l=document.createElement('link');if(n.endsWith('.css')){l.rel='preload';l.setAttribute('as','style')}else l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)};const css=f.filter((n)=>n.endsWith('.css'));for(const n of f)if(!n.endsWith('.css'))add(n);if(css.length)requestAnimationFrame(()=>setTimeout(()=>css.forEach(add),0))})();\n`;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The files a chunk needs (itself, its static imports but the entry, and their CSS), by name in the bundle. */
export function chunkFiles(bundle: Record<string, { type: string }>, fileName: string): string[] {
  const out: string[] = [];
  const visit = (name: string) => {
    const chunk = bundle[name] as ChunkLike | undefined;
    if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || out.includes(name)) return;
    out.push(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!out.includes(css)) out.push(css);
    for (const dep of chunk.imports) visit(dep);
  };
  visit(fileName);
  return out;
}

/** `routes` maps a hash route's first segment (`popstar` for `#/popstar/...`) to its lazily imported module's path suffix. */
export function routePreload(routes: Record<string, string>): Plugin {
  let scriptFile: string | null = null;
  return {
    name: 'brickworks:route-preload',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const files: Record<string, string[]> = {};
      for (const [route, suffix] of Object.entries(routes)) {
        const chunk = Object.values(bundle).find((c): c is typeof c & ChunkLike => c.type === 'chunk' && (c.facadeModuleId ?? '').endsWith(suffix));
        if (!chunk) this.error(`route-preload: no chunk for ${route} (${suffix})`);
        // The script sits in assets/ with the chunks: names relative to it are bare names.
        files[route] = chunkFiles(bundle, chunk.fileName).map((f) => f.replace(/^assets\//, ''));
      }
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(files) });
      scriptFile = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (scriptFile === null) return;
        return [{ tag: 'script', attrs: { async: true, src: `./${scriptFile}` }, injectTo: 'head' }];
      },
    },
  };
}
