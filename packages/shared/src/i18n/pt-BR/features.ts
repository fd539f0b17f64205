/** Texts of the feature areas (administration, courses, forum, AI lab, AdSpy) from the specification. */
export const features = {} as const;
