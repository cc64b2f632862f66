import { Fragment, type ReactNode } from 'react';
import type { MessageId, MessageValues } from './index';
import type { Translate } from './useT';

const MARK = '\u0001';

/**
 * A message with elements inside it (a link, a <code>): each `{name}` of `nodes` is put where the
 * language puts it. Messages format to strings, so an element cannot be a plain value.
 */
export function richText(t: Translate, id: MessageId, nodes: Record<string, ReactNode>, values: MessageValues = {}): ReactNode[] {
  const marked = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(id, { ...values, ...marked }).split(MARK);
  // Odd parts are the names between marks.
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>);
}
