/** Pure game engines (design.md §2): no I/O, deterministic given their seeds. */
export {};
