/** Every illustration is drawn at this size; the attributes reserve the space before it loads. */
export const serviceImageSize = { width: 640, height: 360 } as const;
