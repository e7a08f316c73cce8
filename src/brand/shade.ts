export { brandShade };

/** The shade of the palette buttons, links and focus rings use: the brand colour itself sits there, so the contrast
 *  check of that one colour covers all of them. */
const brandShade = 8;
