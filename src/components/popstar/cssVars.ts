import type { CSSProperties } from 'react';

/** Inline style with CSS custom properties (`--r`, `--c`...), which place bricks and effects. */
export type Style = CSSProperties & Record<`--${string}`, string | number>;
