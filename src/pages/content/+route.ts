// Routes come from the files in content/pages; unknown paths end on the not-found page.
export default '/*';
