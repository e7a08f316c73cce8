// Vike makes _error its error page by this file alone; +onRenderHtml renders the not-found page from
// content/pages/404.yaml and never reads a component, so there is none.
export default null;
