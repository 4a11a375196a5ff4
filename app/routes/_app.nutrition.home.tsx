// /nutrition/home is the same screen as /nutrition.
export { default, handle, links, loader } from "./_app.nutrition._index";
