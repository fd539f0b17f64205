/** The adspy module's door: it offers nothing to other modules yet (they reach it only through the API). */
export {};
