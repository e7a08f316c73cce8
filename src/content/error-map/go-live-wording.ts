// What `npm run check -- --production` says about a value a real business must replace before going live.
export { goLiveWording };

import { shorten, type Wording } from './describe';

const goLiveWording = {
  sampleName: (name: string, inLink: boolean): Wording => ({
    message: `The sample's business name '${name}' is still here`,
    hint: inLink
      ? "This link still looks for the sample business: link your own business's page (its reviews, its profile)."
      : "Write your own business's name (sample.name in content/site.yaml says which name is the sample's).",
  }),
  sharingImage: (path: string): Wording => ({
    message: `The sharing image ${path} is the sample's`,
    hint: 'Make a 1200 x 630 PNG or JPEG of your business, put it in content/images/ under a name of its own and write its path here, or leave brand.sharingImage out to have one made from your logo, name and colour.',
  }),
  sampleImageMissing: (src: string, folder: string, nearest: { path: string; likely: boolean } | undefined): Wording => ({
    message: `The sample's sharing picture '${src}' is not in the images folder (looked for ${folder}${src.slice('/images'.length)})`,
    hint: nearest?.likely
      ? `Did you mean '${nearest.path}'? sample.sharingImage names the sample's picture, so the go-live check can find it wherever it is still used.`
      : `If you deleted the sample's picture, delete this line too; if you renamed it, write its new name here${nearest ? ` (the nearest name there is '${nearest.path}')` : ''}, so the go-live check can find it wherever it is still used.`,
  }),
  standIn: (value: string, inLink: boolean): Wording => ({
    message: `'${shorten(value, 60)}' is one of the sample's stand-ins, not a real ${inLink ? 'link' : 'value'}`,
    hint: inLink
      ? "Link your business's own page here, or remove the entry."
      : 'Write the value your business was given (sample.standIns in content/site.yaml lists the stand-ins), or remove the entry.',
  }),
  exampleAddress: (host: string, kind: 'e-mail' | 'website' | 'web'): Wording => ({
    message: `'${host}' is an example address: it is kept for examples and reaches nobody`,
    hint:
      kind === 'e-mail'
        ? 'Write a real e-mail address of the business, one its people read.'
        : kind === 'website'
          ? 'Write the address of your own website, like https://www.yourbusiness.com: shared links and search engines use it.'
          : "Write your business's real address here (a provider's, for a widget), or remove the entry.",
  }),
  writingPrompt: (text: string): Wording => ({
    message: `'${shorten(text, 60)}' is a prompt that npm run new-page wrote, not the page's own text`,
    hint: 'Write what your business has to say here, or remove the item.',
  }),
  fictionalPhone: (number: string): Wording => ({
    message: `'${number}' is a made-up number: 555-0100 to 555-0199 are kept for fiction and ring nowhere`,
    hint: 'Write the number your customers should call.',
  }),
};
