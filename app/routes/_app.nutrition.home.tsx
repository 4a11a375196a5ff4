// /nutrition/home is the same screen as /nutrition.
export { default, links, loader, meta } from "./_app.nutrition._index";
