// The texts `npm run new-page` writes where only the business can say what goes (scripts/new-page/service-page.yaml):
// fine while a page is being written, not on a live site. Its other texts are plain, true of any business.
export { isWritingPrompt };

const writingPrompts = [
  /^Tell homeowners what .+ involves, when it is the right choice and what makes good work\.$/,
  /^List the choices homeowners have$/,
  /^List what can be added$/,
  /^Write how long .+ usually takes\.$/,
];

/** Whether a text is one of new-page's prompts, left as it wrote it. */
function isWritingPrompt(text: string): boolean {
  const plain = text.trim().replace(/\s+/g, ' ');
  return writingPrompts.some((prompt) => prompt.test(plain));
}
