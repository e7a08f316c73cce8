// The not-found page comes from content/pages/404.yaml (see +onRenderHtml).
export { PageTemplate as default } from '../../renderer/PageTemplate';
