/*
 * A module's public face binds its use cases to one deps object (docs/architecture.md, "Module
 * shape"): each use case is `(deps, ...args)`; the service is `{ name: (...args) => useCase(deps, ...args) }`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parameter list after the deps
type UseCase<D> = (deps: D, ...args: any[]) => unknown;

/** The use cases with their deps bound: the same parameters after the deps, the same answers. */
export type Bound<D, U extends Record<string, UseCase<D>>> = {
  [K in keyof U]: U[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function bindUseCases<D, U extends Record<string, UseCase<D>>>(deps: D, useCases: U): Bound<D, U> {
  const bound: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, useCase] of Object.entries(useCases)) bound[name] = (...args) => useCase(deps, ...args);
  return bound as Bound<D, U>;
}
