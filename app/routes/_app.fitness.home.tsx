// /fitness/home is the same screen as /fitness.
export { default, links, loader, meta } from "./_app.fitness._index";
