// /fitness/home is the same screen as /fitness.
export { default, handle, links, loader } from "./_app.fitness._index";
