import type { Plugin } from 'vite';

/** V8's hint that a script's functions all run soon: compile them as the script loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What this plugin reads of a bundle's files (Rollup's output chunks and assets). */
export interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  map?: { mappings: string } | null;
  source?: string | Uint8Array;
}

/**
 * Marks every JavaScript chunk with V8's compile hint: Chromium then compiles a chunk's functions
 * as it loads, not at their first call, inside a player's first key, tap or run. The hint is a
 * line of its own at the top, so the chunk's source map moves down one line with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'brickworks:compile-hints',
    apply: 'build',
    // After Vite's own last touches (its preload helper's list goes on a chunk's first line).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hintBundle(bundle as unknown as Record<string, BundleFile>);
      },
    },
  };
}

/** Puts the hint on each chunk (once), and moves its source map, in the chunk and in its file, down a line. */
export function hintBundle(bundle: Record<string, BundleFile>): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || file.code === undefined || file.code.startsWith(COMPILE_HINT)) continue;
    file.code = COMPILE_HINT + file.code;
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
    const mapFile = bundle[`${file.fileName}.map`];
    if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
      const map = JSON.parse(mapFile.source) as { mappings: string };
      mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    }
  }
}
