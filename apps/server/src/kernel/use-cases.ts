/*
 * A module's public face binds its use cases to one deps object (docs/architecture.md, "Module
 * shape"): each use case is `(deps, ...args)`; the service is `{ name: (...args) => useCase(deps, ...args) }`.
 */

/** Any use case over `D`: whatever it takes after the deps accepts `never`, so every list fits. */
type UseCase<D> = (deps: D, ...args: never[]) => unknown;

/** The use cases with their deps bound: the same parameters after the deps, the same answers. */
export type Bound<D, U extends Record<string, UseCase<D>>> = {
  [K in keyof U]: U[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function bindUseCases<D, U extends Record<string, UseCase<D>>>(deps: D, useCases: U): Bound<D, U> {
  const bound: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, useCase] of Object.entries(useCases))
    bound[name] = (...args) => useCase(deps, ...(args as never[]));
  return bound as Bound<D, U>;
}
