// React.lazy for modules with named exports (our components are named exports, never defaults).
import { type ComponentType, lazy } from "react";

export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  // biome-ignore lint/suspicious/noExplicitAny: React.lazy's own signature takes ComponentType<any>
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as M[K];
}
