// The generic template renders every content page (see +onRenderHtml).
export { PageTemplate as default } from '../../renderer/PageTemplate';
