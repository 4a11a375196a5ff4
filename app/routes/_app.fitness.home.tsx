// /fitness/home is the same screen as /fitness.
export { default, loader, meta } from "./_app.fitness._index";
