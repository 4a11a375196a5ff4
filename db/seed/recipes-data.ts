/**
 * The demo recipe catalogue: our own recipes, written for the programme (lean protein, plenty of
 * vegetables, measured fats). Ingredients are USDA SR28 foods by NDB number, each with one of
 * that food's own SR28 measures, word for word; the seed fails loudly if one does not exist.
 */

export interface CategoryGroupSeed {
  name: string;
  major?: boolean;
  search: boolean;
  categories: string[];
}

export const CATEGORY_GROUPS: CategoryGroupSeed[] = [
  { name: "Special", major: true, search: true, categories: ["Acute Stage", "High Protein", "Quick & Easy", "Family Favorite"] },
  { name: "Meal", search: true, categories: ["Breakfast", "Lunch", "Dinner", "Snack", "Dessert"] },
  { name: "Main Ingredient", search: true, categories: ["Chicken", "Turkey", "Beef", "Pork", "Seafood", "Eggs", "Vegetarian"] },
  { name: "Cooking Method", search: true, categories: ["Baked", "Grilled", "Stovetop", "Roasted", "No Cook"] },
  { name: "Cuisine", search: false, categories: ["American", "Mexican", "Mediterranean", "Asian", "Italian", "Indian"] },
];

export const SOURCES = [
  { key: "kitchen", name: "Clinic Test Kitchen", url: "https://portal.example.com/kitchen", url_title: "From our test kitchen", notes: "Developed and tested by the programme's kitchen staff." },
  { key: "dietitians", name: "Programme Dietitians", url: "", url_title: "", notes: "Written by the programme's registered dietitians." },
  { key: "class", name: "Healthy Cooking Class", url: "https://portal.example.com/classes", url_title: "Monthly cooking class", notes: "A recipe demonstrated in the monthly cooking class." },
  { key: "community", name: "Patient Community", url: "", url_title: "", notes: "Shared by a patient and adapted by our dietitians." },
] as const;
export type SourceKey = (typeof SOURCES)[number]["key"];

/** [NDB number, quantity of the measure, the SR28 measure text, main ingredient?] */
export type IngredientSeed = [string, number, string, boolean?];

export interface RecipeSeed {
  name: string;
  categories: string[];
  preptime: number;
  cooktime: number;
  yields: number;
  serving_size: string;
  ingredients: IngredientSeed[];
  directions: string[];
  notes?: string;
  sources: SourceKey[];
  featured?: boolean;
  /** A draft staff have not published yet. */
  draft?: boolean;
  /** Picks the generated picture's colours: greens, reds, yellows, browns, blues, berries. */
  palette: "green" | "red" | "yellow" | "brown" | "blue" | "berry";
}

// Foods used below (NDB numbers of USDA SR28).
const CHICKEN = "05062"; // breast, skinless, boneless, raw
const THIGH = "05096";
const TURKEY_BREAST = "05710";
const GROUND_TURKEY = "05305";
const BEEF = "23472"; // ground, 93% lean
const PORK = "10060"; // tenderloin
const SALMON = "15236";
const COD = "15015";
const TILAPIA = "15261";
const SHRIMP = "15270";
const HALIBUT = "15036";
const SCALLOPS = "15172";
const TUNA = "15121";
const TROUT = "15240";
const EGG = "01123";
const EGG_WHITE = "01124";
const BOILED_EGG = "01129";
const SPINACH = "11457";
const BROCCOLI = "11090";
const CAULIFLOWER = "11135";
const ZUCCHINI = "11477";
const ONION = "11282";
const GARLIC = "11215";
const TOMATO = "11529";
const RED_PEPPER = "11821";
const GREEN_PEPPER = "11333";
const MUSHROOMS = "11260";
const ROMAINE = "11251";
const CUCUMBER = "11205";
const CELERY = "11143";
const CARROTS = "11124";
const ASPARAGUS = "11011";
const CABBAGE = "11109";
const KALE = "11233";
const OLIVE_OIL = "04053";
const GREEK_YOGURT = "01256";
const COTTAGE_CHEESE = "01016";
const PARMESAN = "01032";
const FETA = "01019";
const MOZZARELLA = "01028";
const LEMON_JUICE = "09152";
const LIME_JUICE = "09160";
const PEPPER = "02030";
const CUMIN = "02014";
const PAPRIKA = "02028";
const CHILI_POWDER = "02009";
const OREGANO = "02027";
const BASIL = "02044";
const PARSLEY = "11297";
const CILANTRO = "11165";
const GINGER = "11216";
const TAMARI = "16124";
const BALSAMIC = "02069";
const MUSTARD = "02046";
const STRAWBERRIES = "09316";
const BLUEBERRIES = "09050";
const RASPBERRIES = "09302";
const APPLE = "09003";
const BLACK_BEANS = "16316";
const CHICKPEAS = "16358";
const LENTILS = "16070";
const BROWN_RICE = "20037";
const QUINOA = "20137";
const ALMONDS = "12061";
const SKIM_MILK = "01085";
const ALMOND_MILK = "14091";
const CHICKEN_BROTH = "06970";
const EGGPLANT = "11209";
const GREEN_BEANS = "11052";
const BRUSSELS = "11098";
const AVOCADO = "09038";
const SWEET_POTATO = "11507";
const CINNAMON = "02010";
const VANILLA = "02050";
const CANNED_TOMATOES = "11885";
const TOMATO_SAUCE = "11549";
const GARLIC_POWDER = "02020";
const THYME = "02042";
const ROSEMARY = "02036";
const TURMERIC = "02043";
const RICOTTA = "01037";
const SCALLIONS = "11291";
const SPAGHETTI_SQUASH = "11492";
const BUTTERNUT = "11485";
const PEAS = "11312";
const COCOA = "19165";
const CHIA = "12006";
const BANANA = "09040";
const SALSA = "06164";
const BOK_CHOY = "11116";
const SESAME_OIL = "04058";
const WW_BREAD = "18075";
const CORN_TORTILLA = "18449";
const WW_PASTA = "20125";
const JALAPENO = "11979";
const CANTALOUPE = "09181";
const PEACHES = "09236";
const PINEAPPLE = "09266";
const ARUGULA = "11959";
const OLIVES = "09193";
const CAPERS = "02054";
const WALNUTS = "12155";
const PUMPKIN = "11424";
const GROUND_GINGER = "02021";
const CURRY = "02015";
const WORCESTERSHIRE = "06971";
const SRIRACHA = "06631";
const OATS = "20038";
const CIDER_VINEGAR = "02048";
const VEG_BROTH = "06700";
const GOAT_CHEESE = "01159";
const FLAX = "12220";
const FENNEL = "11957";
const CHIVES = "11156";
const MINT = "02064";
const CAYENNE = "02031";
const PORTABELLA = "11265";
const WATERMELON = "09326";
const KIDNEY_BEANS = "16145";
const BAKING_POWDER = "18369";
const CREAM_CHEESE = "01186";

export const RECIPES: RecipeSeed[] = [
  {
    name: "Lemon Herb Chicken Breast",
    categories: ["Acute Stage", "High Protein", "Dinner", "Chicken", "Baked", "Mediterranean"],
    preptime: 10, cooktime: 25, yields: 4, serving_size: "1 breast (about 4 oz)",
    ingredients: [[CHICKEN, 16, "oz", true], [LEMON_JUICE, 2, "fl oz"], [OLIVE_OIL, 2, "tsp"], [GARLIC, 3, "clove"], [OREGANO, 1, "tsp, leaves"], [PARSLEY, 2, "tbsp"], [PEPPER, 0.5, "tsp, ground"]],
    directions: ["Heat the oven to 400°F and line a baking dish with parchment.", "Whisk the lemon juice, oil, minced garlic, oregano and pepper; turn the chicken in it and leave for 10 minutes.", "Bake for 22 to 25 minutes, until the thickest part reaches 165°F.", "Rest for 5 minutes, scatter with parsley and slice."],
    notes: "Pound the breasts to an even thickness so they cook at the same rate and stay juicy.",
    sources: ["kitchen"], featured: true, palette: "yellow",
  },
  {
    name: "Garlic Shrimp Zucchini Noodles",
    categories: ["Acute Stage", "High Protein", "Quick & Easy", "Dinner", "Seafood", "Stovetop", "Italian"],
    preptime: 15, cooktime: 8, yields: 2, serving_size: "2 cups",
    ingredients: [[SHRIMP, 8, "oz", true], [ZUCCHINI, 2, "medium", true], [GARLIC, 3, "clove"], [OLIVE_OIL, 2, "tsp"], [LEMON_JUICE, 1, "fl oz"], [PARSLEY, 2, "tbsp"], [CAYENNE, 0.25, "tsp"]],
    directions: ["Spiralize the zucchini and pat the noodles dry with a towel.", "Warm the oil in a wide pan over medium-high heat and cook the garlic for 30 seconds.", "Add the shrimp and cook 2 minutes a side, until pink; season with cayenne.", "Toss in the zucchini noodles for 1 to 2 minutes, just to warm them. Finish with lemon juice and parsley."],
    notes: "Zucchini noodles turn watery if cooked too long: take the pan off the heat while they still have bite.",
    sources: ["kitchen"], featured: true, palette: "green",
  },
  {
    name: "Spinach Egg White Scramble",
    categories: ["Acute Stage", "High Protein", "Quick & Easy", "Breakfast", "Eggs", "Stovetop", "American"],
    preptime: 5, cooktime: 5, yields: 1, serving_size: "1 plate",
    ingredients: [[EGG_WHITE, 4, "large", true], [SPINACH, 1, "cup"], [MUSHROOMS, 0.5, "cup, pieces or slices"], [OLIVE_OIL, 0.5, "tsp"], [PEPPER, 0.25, "tsp, ground"]],
    directions: ["Warm the oil in a small non-stick pan and soften the mushrooms for 2 minutes.", "Add the spinach and stir until it wilts.", "Pour in the egg whites and stir gently until just set. Season with pepper and serve."],
    sources: ["dietitians"], palette: "green",
  },
  {
    name: "Greek Yogurt Berry Parfait",
    categories: ["High Protein", "Quick & Easy", "Breakfast", "Snack", "Vegetarian", "No Cook"],
    preptime: 5, cooktime: 1, yields: 1, serving_size: "1 glass",
    ingredients: [[GREEK_YOGURT, 1, "container", true], [BLUEBERRIES, 0.5, "cup"], [RASPBERRIES, 0.5, "cup"], [ALMONDS, 0.25, "oz (23 whole kernels)"], [CINNAMON, 0.25, "tsp"]],
    directions: ["Stir the cinnamon into the yogurt.", "Layer yogurt and berries in a glass, two layers of each.", "Top with the almonds, roughly chopped."],
    notes: "Frozen berries work too; thaw them in the fridge overnight.",
    sources: ["dietitians"], featured: true, palette: "berry",
  },
  {
    name: "Baked Salmon with Dill",
    categories: ["Acute Stage", "High Protein", "Dinner", "Seafood", "Baked", "American"],
    preptime: 5, cooktime: 15, yields: 2, serving_size: "1 fillet (4 oz)",
    ingredients: [[SALMON, 8, "oz", true], [LEMON_JUICE, 1, "fl oz"], [GREEK_YOGURT, 0.25, "container"], [CHIVES, 1, "tbsp chopped"], [PEPPER, 0.25, "tsp, ground"]],
    directions: ["Heat the oven to 400°F.", "Set the salmon on a lined tray, squeeze over half the lemon juice and season with pepper.", "Bake 12 to 15 minutes, until it flakes.", "Stir the chives and the rest of the lemon into the yogurt and spoon it over the fish."],
    sources: ["kitchen"], palette: "red",
  },
  {
    name: "Turkey Lettuce Wraps",
    categories: ["Acute Stage", "High Protein", "Quick & Easy", "Lunch", "Turkey", "Stovetop", "Asian"],
    preptime: 10, cooktime: 10, yields: 4, serving_size: "3 wraps",
    ingredients: [[GROUND_TURKEY, 1, "lb", true], [ROMAINE, 2, "cup shredded"], [RED_PEPPER, 1, "cup, chopped"], [SCALLIONS, 2, "tbsp chopped"], [GINGER, 1, "tsp"], [GARLIC, 2, "clove"], [TAMARI, 2, "tbsp"], [SESAME_OIL, 1, "tsp"]],
    directions: ["Brown the turkey in a large pan, breaking it up, about 6 minutes.", "Add the ginger, garlic and red pepper and cook 2 minutes more.", "Stir in the tamari and sesame oil; take off the heat and add the scallions.", "Spoon into crisp lettuce leaves to serve."],
    notes: "Use the inner romaine leaves as cups; they hold the filling best.",
    sources: ["class"], featured: true, palette: "green",
  },
  {
    name: "Cauliflower Fried Rice",
    categories: ["Acute Stage", "Quick & Easy", "Dinner", "Eggs", "Stovetop", "Asian"],
    preptime: 10, cooktime: 10, yields: 3, serving_size: "1 1/2 cups",
    ingredients: [[CAULIFLOWER, 4, "cup chopped (1/2\" pieces)", true], [EGG, 2, "large"], [PEAS, 0.5, "cup"], [CARROTS, 0.5, "cup chopped"], [SCALLIONS, 3, "tbsp chopped"], [TAMARI, 2, "tbsp"], [SESAME_OIL, 1, "tsp"], [GARLIC, 2, "clove"]],
    directions: ["Pulse the cauliflower in a food processor until it looks like rice.", "Scramble the eggs in a hot non-stick pan, then set them aside.", "Stir-fry the garlic, carrots and peas for 3 minutes, add the cauliflower and cook 5 minutes.", "Return the eggs, add tamari, sesame oil and scallions, and toss."],
    sources: ["kitchen"], palette: "yellow",
  },
  {
    name: "Chicken Vegetable Soup",
    categories: ["Acute Stage", "Family Favorite", "Lunch", "Dinner", "Chicken", "Stovetop", "American"],
    preptime: 15, cooktime: 30, yields: 6, serving_size: "1 1/2 cups",
    ingredients: [[CHICKEN, 16, "oz", true], [CHICKEN_BROTH, 6, "cup"], [CARROTS, 1, "cup chopped"], [CELERY, 1, "cup chopped"], [ONION, 1, "cup, chopped"], [GREEN_BEANS, 1, "cup 1/2\" pieces"], [THYME, 1, "tsp, leaves"], [PARSLEY, 2, "tbsp"]],
    directions: ["Bring the broth to a simmer with the onion, carrots, celery and thyme.", "Add the whole chicken breasts and poach gently for 15 minutes.", "Lift out the chicken, shred it with two forks and return it to the pot with the green beans.", "Simmer 10 minutes more and finish with parsley."],
    notes: "Keeps four days in the fridge and freezes well in single portions.",
    sources: ["kitchen"], featured: true, palette: "yellow",
  },
  {
    name: "Grilled Flank-Style Beef Salad",
    categories: ["High Protein", "Lunch", "Beef", "Grilled", "American"],
    preptime: 15, cooktime: 10, yields: 4, serving_size: "2 cups salad with 3 oz beef",
    ingredients: [[BEEF, 12, "oz", true], [ROMAINE, 4, "cup shredded"], [TOMATO, 1, "cup cherry tomatoes"], [CUCUMBER, 1, "cup slices"], [BALSAMIC, 2, "tbsp"], [OLIVE_OIL, 1, "tablespoon"], [PEPPER, 0.5, "tsp, ground"]],
    directions: ["Shape the beef into four thin patties and season with pepper.", "Grill over high heat, 3 to 4 minutes a side.", "Toss the lettuce, tomatoes and cucumber with the vinegar and oil.", "Slice the beef and lay it over the salad."],
    sources: ["class"], palette: "red",
  },
  {
    name: "Pork Tenderloin with Apples",
    categories: ["High Protein", "Family Favorite", "Dinner", "Pork", "Roasted", "American"],
    preptime: 10, cooktime: 30, yields: 4, serving_size: "4 oz pork with apples",
    ingredients: [[PORK, 16, "oz", true], [APPLE, 1, "medium (3\" dia)"], [ONION, 0.5, "cup, sliced"], [ROSEMARY, 1, "tsp"], [MUSTARD, 1, "tsp or 1 packet"], [OLIVE_OIL, 2, "tsp"]],
    directions: ["Heat the oven to 425°F. Rub the pork with mustard and rosemary.", "Brown it on all sides in the oil in an oven-safe pan.", "Scatter the apple slices and onion around it and roast 18 to 22 minutes, to 145°F inside.", "Rest 5 minutes before slicing."],
    sources: ["kitchen"], palette: "brown",
  },
  {
    name: "Black Bean Turkey Chili",
    categories: ["High Protein", "Family Favorite", "Dinner", "Turkey", "Stovetop", "Mexican"],
    preptime: 15, cooktime: 40, yields: 6, serving_size: "1 1/4 cups",
    ingredients: [[GROUND_TURKEY, 1, "lb", true], [BLACK_BEANS, 1.5, "cup"], [CANNED_TOMATOES, 2, "cup"], [ONION, 1, "cup, chopped"], [GREEN_PEPPER, 1, "cup, chopped"], [CHILI_POWDER, 2, "tsp"], [CUMIN, 1, "tsp, whole"], [GARLIC, 3, "clove"]],
    directions: ["Brown the turkey with the onion and pepper in a heavy pot.", "Add the garlic, chili powder and cumin and stir for a minute.", "Add the tomatoes and beans, bring to a simmer and cook, covered, 30 minutes.", "Taste and adjust the spice before serving."],
    notes: "Top with a spoon of Greek yogurt instead of sour cream.",
    sources: ["class"], featured: true, palette: "red",
  },
  {
    name: "Cod in Tomato Basil Sauce",
    categories: ["Acute Stage", "High Protein", "Dinner", "Seafood", "Stovetop", "Italian"],
    preptime: 10, cooktime: 20, yields: 4, serving_size: "1 fillet with sauce",
    ingredients: [[COD, 16, "oz", true], [CANNED_TOMATOES, 2, "cup"], [GARLIC, 2, "clove"], [BASIL, 2, "tbsp, chopped"], [OLIVE_OIL, 2, "tsp"], [CAPERS, 1, "tbsp, drained"]],
    directions: ["Soften the garlic in the oil in a wide pan.", "Add the tomatoes and capers and simmer 10 minutes.", "Nestle the cod into the sauce, cover and cook 8 minutes, until it flakes.", "Tear the basil over the top."],
    sources: ["kitchen"], palette: "red",
  },
  {
    name: "Stuffed Bell Peppers",
    categories: ["Family Favorite", "Dinner", "Beef", "Baked", "American"],
    preptime: 20, cooktime: 35, yields: 4, serving_size: "1 stuffed pepper",
    ingredients: [[GREEN_PEPPER, 4, "medium (approx 2-3/4\" long, 2-1/2\" dia)", true], [BEEF, 12, "oz", true], [BROWN_RICE, 1, "cup"], [TOMATO_SAUCE, 1, "cup"], [ONION, 0.5, "cup, chopped"], [MOZZARELLA, 2, "oz"], [OREGANO, 1, "tsp, leaves"]],
    directions: ["Heat the oven to 375°F. Cut the tops off the peppers and scoop out the seeds.", "Brown the beef with the onion, then stir in the rice, oregano and half the sauce.", "Fill the peppers, stand them in a dish and pour the rest of the sauce around them.", "Cover and bake 30 minutes; add the cheese and bake 5 minutes uncovered."],
    sources: ["community"], palette: "green",
  },
  {
    name: "Tuna Cucumber Boats",
    categories: ["Acute Stage", "High Protein", "Quick & Easy", "Lunch", "Snack", "Seafood", "No Cook"],
    preptime: 10, cooktime: 1, yields: 2, serving_size: "2 boats",
    ingredients: [[TUNA, 5, "oz", true], [CUCUMBER, 2, "cup slices"], [GREEK_YOGURT, 0.25, "container"], [CELERY, 0.25, "cup chopped"], [LEMON_JUICE, 0.5, "fl oz"], [PEPPER, 0.25, "tsp, ground"]],
    directions: ["Halve a large cucumber lengthwise and scoop out the seeds with a spoon.", "Mix the tuna, yogurt, celery, lemon juice and pepper.", "Pile the tuna into the cucumber halves and cut each in two."],
    sources: ["dietitians"], palette: "blue",
  },
  {
    name: "Roasted Vegetable Frittata",
    categories: ["High Protein", "Family Favorite", "Breakfast", "Eggs", "Baked", "Italian"],
    preptime: 15, cooktime: 25, yields: 6, serving_size: "1 wedge",
    ingredients: [[EGG, 8, "large", true], [ZUCCHINI, 1, "cup, chopped"], [RED_PEPPER, 1, "cup, chopped"], [SPINACH, 2, "cup"], [ONION, 0.5, "cup, chopped"], [FETA, 2, "oz"], [OLIVE_OIL, 2, "tsp"]],
    directions: ["Heat the oven to 375°F.", "Soften the onion, zucchini and pepper in the oil in an oven-safe skillet; wilt in the spinach.", "Pour over the beaten eggs, scatter the feta and cook on the stove for 3 minutes.", "Move to the oven and bake 15 to 18 minutes, until set in the middle."],
    notes: "Cold wedges make a good packed lunch.",
    sources: ["kitchen"], palette: "yellow",
  },
  {
    name: "Thai Basil Chicken Stir-Fry",
    categories: ["High Protein", "Quick & Easy", "Dinner", "Chicken", "Stovetop", "Asian"],
    preptime: 10, cooktime: 10, yields: 3, serving_size: "1 1/2 cups",
    ingredients: [[CHICKEN, 12, "oz", true], [GREEN_BEANS, 1, "cup 1/2\" pieces"], [RED_PEPPER, 1, "cup, sliced"], [BASIL, 4, "tbsp, chopped"], [GARLIC, 3, "clove"], [TAMARI, 2, "tbsp"], [JALAPENO, 1, "pepper"], [SESAME_OIL, 1, "tsp"]],
    directions: ["Slice the chicken thinly across the grain.", "Stir-fry the garlic and jalapeño for 30 seconds in a very hot pan.", "Add the chicken and cook 4 minutes; add the beans and pepper and cook 3 minutes more.", "Stir in the tamari and the basil leaves and serve at once."],
    sources: ["class"], palette: "green",
  },
  {
    name: "Egg Muffin Cups",
    categories: ["High Protein", "Family Favorite", "Breakfast", "Snack", "Eggs", "Baked", "American"],
    preptime: 10, cooktime: 20, yields: 6, serving_size: "2 muffin cups",
    ingredients: [[EGG, 6, "large", true], [EGG_WHITE, 4, "large"], [SPINACH, 1, "cup"], [RED_PEPPER, 0.5, "cup, chopped"], [MUSHROOMS, 0.5, "cup, pieces or slices"], [PEPPER, 0.25, "tsp, ground"]],
    directions: ["Heat the oven to 350°F and grease a 12-cup muffin tin lightly.", "Divide the chopped vegetables between the cups.", "Whisk the eggs and whites with pepper and pour over the vegetables.", "Bake 18 to 20 minutes, until puffed and set."],
    notes: "Freeze them individually and reheat for 45 seconds in the microwave.",
    sources: ["kitchen"], featured: true, palette: "yellow",
  },
  {
    name: "Spaghetti Squash Marinara",
    categories: ["Acute Stage", "Family Favorite", "Dinner", "Vegetarian", "Baked", "Italian"],
    preptime: 10, cooktime: 45, yields: 4, serving_size: "1 1/2 cups",
    ingredients: [[SPAGHETTI_SQUASH, 6, "cup, cubes", true], [TOMATO_SAUCE, 2, "cup"], [GARLIC, 2, "clove"], [BASIL, 2, "tbsp, chopped"], [PARMESAN, 4, "tbsp"], [OLIVE_OIL, 1, "tsp"]],
    directions: ["Heat the oven to 400°F. Halve the squash, scoop the seeds and roast cut side down 40 minutes.", "Warm the sauce with the garlic and oil.", "Scrape the squash into strands with a fork.", "Top with the sauce, basil and Parmesan."],
    sources: ["dietitians"], palette: "red",
  },
  {
    name: "Cottage Cheese Pancakes",
    categories: ["High Protein", "Breakfast", "Eggs", "Stovetop", "American"],
    preptime: 5, cooktime: 10, yields: 2, serving_size: "3 small pancakes",
    ingredients: [[COTTAGE_CHEESE, 0.5, "cup (not packed)", true], [EGG, 2, "large"], [OATS, 0.25, "cup"], [CINNAMON, 0.25, "tsp"], [VANILLA, 0.5, "tsp"], [BLUEBERRIES, 0.5, "cup"]],
    directions: ["Blend the cottage cheese, eggs, oats, cinnamon and vanilla until smooth.", "Cook small rounds in a non-stick pan over medium heat, 2 minutes a side.", "Serve with the blueberries."],
    sources: ["community"], palette: "berry",
  },
  {
    name: "Mediterranean Chickpea Salad",
    categories: ["Quick & Easy", "Lunch", "Vegetarian", "No Cook", "Mediterranean"],
    preptime: 15, cooktime: 1, yields: 4, serving_size: "1 cup",
    ingredients: [[CHICKPEAS, 1, "can drained", true], [CUCUMBER, 2, "cup slices"], [TOMATO, 1, "cup cherry tomatoes"], [FETA, 2, "oz"], [OLIVES, 8, "large"], [LEMON_JUICE, 1, "fl oz"], [OLIVE_OIL, 1, "tablespoon"], [PARSLEY, 3, "tbsp"]],
    directions: ["Rinse and drain the chickpeas.", "Toss with the cucumber, halved tomatoes, olives and parsley.", "Dress with lemon juice and oil and crumble the feta over the top."],
    sources: ["class"], palette: "green",
  },
  {
    name: "Herb-Crusted Tilapia",
    categories: ["Acute Stage", "High Protein", "Quick & Easy", "Dinner", "Seafood", "Baked"],
    preptime: 5, cooktime: 12, yields: 2, serving_size: "1 fillet",
    ingredients: [[TILAPIA, 2, "fillet", true], [PARMESAN, 2, "tbsp"], [PARSLEY, 2, "tbsp"], [GARLIC_POWDER, 0.5, "tsp"], [PAPRIKA, 0.5, "tsp"], [LEMON_JUICE, 0.5, "fl oz"]],
    directions: ["Heat the oven to 425°F.", "Mix the Parmesan, chopped parsley, garlic powder and paprika.", "Brush the fillets with lemon juice and press the herb mix on top.", "Bake 10 to 12 minutes, until the fish flakes."],
    sources: ["kitchen"], palette: "yellow",
  },
  {
    name: "Beef and Broccoli",
    categories: ["High Protein", "Family Favorite", "Dinner", "Beef", "Stovetop", "Asian"],
    preptime: 10, cooktime: 12, yields: 4, serving_size: "1 1/2 cups",
    ingredients: [[BEEF, 16, "oz", true], [BROCCOLI, 4, "cup chopped", true], [TAMARI, 3, "tbsp"], [GINGER, 2, "tsp"], [GARLIC, 3, "clove"], [SESAME_OIL, 1, "tsp"], [SCALLIONS, 2, "tbsp chopped"]],
    directions: ["Steam the broccoli for 3 minutes, until bright green.", "Brown the beef in a hot pan in two batches.", "Add the ginger and garlic, then the tamari and broccoli, and toss for 2 minutes.", "Finish with sesame oil and scallions."],
    sources: ["class"], palette: "green",
  },
  {
    name: "Chicken Fajita Bowl",
    categories: ["High Protein", "Family Favorite", "Lunch", "Dinner", "Chicken", "Stovetop", "Mexican"],
    preptime: 15, cooktime: 15, yields: 4, serving_size: "1 bowl",
    ingredients: [[CHICKEN, 16, "oz", true], [RED_PEPPER, 1, "cup, sliced"], [GREEN_PEPPER, 1, "cup, sliced"], [ONION, 1, "cup, sliced"], [CHILI_POWDER, 2, "tsp"], [CUMIN, 1, "tsp, whole"], [LIME_JUICE, 1, "fl oz"], [SALSA, 4, "tbsp"], [ROMAINE, 4, "cup shredded"]],
    directions: ["Toss the sliced chicken with chili powder, cumin and half the lime juice.", "Sear the chicken in a hot skillet for 6 minutes; set aside.", "Cook the peppers and onion until charred at the edges.", "Serve over lettuce with the chicken, salsa and the rest of the lime."],
    notes: "Skip the tortilla and the rice; the lettuce keeps the bowl light.",
    sources: ["kitchen"], featured: true, palette: "red",
  },
  {
    name: "Lentil Vegetable Stew",
    categories: ["Family Favorite", "Dinner", "Vegetarian", "Stovetop", "Indian"],
    preptime: 15, cooktime: 35, yields: 6, serving_size: "1 1/4 cups",
    ingredients: [[LENTILS, 3, "cup", true], [VEG_BROTH, 4, "cup"], [CARROTS, 1, "cup chopped"], [CELERY, 1, "cup chopped"], [ONION, 1, "cup, chopped"], [SPINACH, 3, "cup"], [CURRY, 2, "tsp"], [TURMERIC, 1, "tsp"]],
    directions: ["Soften the onion, carrots and celery in a splash of broth.", "Stir in the curry powder and turmeric for a minute.", "Add the lentils and broth and simmer 25 minutes.", "Stir in the spinach until it wilts."],
    sources: ["dietitians"], palette: "brown",
  },
  {
    name: "Grilled Chicken Caesar",
    categories: ["High Protein", "Lunch", "Chicken", "Grilled", "American"],
    preptime: 10, cooktime: 12, yields: 2, serving_size: "1 large salad",
    ingredients: [[CHICKEN, 8, "oz", true], [ROMAINE, 4, "cup shredded"], [GREEK_YOGURT, 0.5, "container"], [PARMESAN, 2, "tbsp"], [LEMON_JUICE, 1, "fl oz"], [MUSTARD, 1, "tsp or 1 packet"], [GARLIC, 1, "clove"], [WORCESTERSHIRE, 0.5, "tbsp"]],
    directions: ["Grill the chicken 5 to 6 minutes a side and slice it.", "Whisk the yogurt, lemon, mustard, grated garlic, Worcestershire and half the Parmesan into a dressing.", "Toss the lettuce with the dressing, top with the chicken and the rest of the cheese."],
    sources: ["kitchen"], palette: "green",
  },
  {
    name: "Scallops with Asparagus",
    categories: ["Acute Stage", "High Protein", "Quick & Easy", "Dinner", "Seafood", "Stovetop"],
    preptime: 10, cooktime: 8, yields: 2, serving_size: "6 scallops with asparagus",
    ingredients: [[SCALLOPS, 8, "oz", true], [ASPARAGUS, 2, "cup"], [OLIVE_OIL, 2, "tsp"], [LEMON_JUICE, 1, "fl oz"], [GARLIC, 1, "clove"], [PEPPER, 0.25, "tsp, ground"]],
    directions: ["Pat the scallops very dry and season with pepper.", "Sear them in a hot pan with half the oil, 2 minutes a side, and lift out.", "Cook the asparagus and garlic in the rest of the oil for 4 minutes.", "Return the scallops, add the lemon juice and serve."],
    sources: ["class"], palette: "green",
  },
  {
    name: "Turkey Meatballs",
    categories: ["High Protein", "Family Favorite", "Dinner", "Turkey", "Baked", "Italian"],
    preptime: 15, cooktime: 20, yields: 4, serving_size: "5 meatballs",
    ingredients: [[GROUND_TURKEY, 1, "lb", true], [EGG, 1, "large"], [PARMESAN, 3, "tbsp"], [PARSLEY, 3, "tbsp"], [GARLIC, 2, "clove"], [OREGANO, 1, "tsp, leaves"], [TOMATO_SAUCE, 1, "cup"]],
    directions: ["Heat the oven to 400°F.", "Mix the turkey, egg, cheese, parsley, garlic and oregano with your hands.", "Roll into 20 balls and bake on a lined tray for 18 minutes.", "Warm them through in the tomato sauce."],
    sources: ["community"], palette: "red",
  },
  {
    name: "Kale and Apple Slaw",
    categories: ["Quick & Easy", "Lunch", "Snack", "Vegetarian", "No Cook", "American"],
    preptime: 15, cooktime: 1, yields: 4, serving_size: "1 cup",
    ingredients: [[KALE, 4, "cup 1\" pieces, loosely packed", true], [CABBAGE, 2, "cup, shredded"], [APPLE, 1, "medium (3\" dia)"], [CIDER_VINEGAR, 2, "tbsp"], [OLIVE_OIL, 1, "tablespoon"], [MUSTARD, 1, "tsp or 1 packet"], [WALNUTS, 0.125, "cup, chopped"]],
    directions: ["Massage the kale with a pinch of salt for a minute until it softens.", "Add the cabbage and thin apple matchsticks.", "Whisk the vinegar, oil and mustard and toss everything together; top with walnuts."],
    sources: ["dietitians"], palette: "green",
  },
  {
    name: "Shrimp Tacos with Slaw",
    categories: ["High Protein", "Quick & Easy", "Dinner", "Seafood", "Stovetop", "Mexican"],
    preptime: 15, cooktime: 6, yields: 4, serving_size: "2 tacos",
    ingredients: [[SHRIMP, 16, "oz", true], [CORN_TORTILLA, 8, "tortilla, medium (approx 6\" dia)"], [CABBAGE, 2, "cup, shredded"], [LIME_JUICE, 2, "fl oz"], [CHILI_POWDER, 1, "tsp"], [CILANTRO, 1, "cup"], [GREEK_YOGURT, 0.5, "container"]],
    directions: ["Toss the shrimp with chili powder and cook in a hot pan 2 minutes a side.", "Mix the cabbage with half the lime juice and the cilantro.", "Stir the rest of the lime into the yogurt.", "Warm the tortillas and fill with slaw, shrimp and a spoon of lime yogurt."],
    sources: ["class"], palette: "blue",
  },
  {
    name: "Roasted Brussels Sprouts",
    categories: ["Acute Stage", "Dinner", "Vegetarian", "Roasted", "American"],
    preptime: 10, cooktime: 25, yields: 4, serving_size: "3/4 cup",
    ingredients: [[BRUSSELS, 4, "cup", true], [OLIVE_OIL, 1, "tablespoon"], [BALSAMIC, 1, "tbsp"], [GARLIC, 2, "clove"], [PEPPER, 0.5, "tsp, ground"]],
    directions: ["Heat the oven to 425°F.", "Halve the sprouts and toss them with oil, garlic and pepper.", "Roast cut side down 20 to 25 minutes, until browned.", "Drizzle with balsamic before serving."],
    sources: ["kitchen"], palette: "green",
  },
  {
    name: "Chicken Tikka Skewers",
    categories: ["High Protein", "Dinner", "Chicken", "Grilled", "Indian"],
    preptime: 20, cooktime: 12, yields: 4, serving_size: "2 skewers",
    ingredients: [[CHICKEN, 16, "oz", true], [GREEK_YOGURT, 0.5, "container"], [CURRY, 2, "tsp"], [TURMERIC, 0.5, "tsp"], [GINGER, 2, "tsp"], [GARLIC, 2, "clove"], [LEMON_JUICE, 1, "fl oz"], [RED_PEPPER, 1, "cup, chopped"], [ONION, 1, "cup, chopped"]],
    directions: ["Mix the yogurt with the spices, ginger, garlic and lemon; coat the chicken cubes and chill 1 hour or overnight.", "Thread chicken, pepper and onion onto skewers.", "Grill over medium-high heat 10 to 12 minutes, turning, until cooked through."],
    sources: ["class"], featured: true, palette: "red",
  },
  {
    name: "Eggplant Parmesan Stacks",
    categories: ["Family Favorite", "Dinner", "Vegetarian", "Baked", "Italian"],
    preptime: 15, cooktime: 30, yields: 4, serving_size: "2 stacks",
    ingredients: [[EGGPLANT, 4, "cup, cubes", true], [TOMATO_SAUCE, 1.5, "cup"], [MOZZARELLA, 4, "oz"], [PARMESAN, 3, "tbsp"], [BASIL, 2, "tbsp, chopped"], [OLIVE_OIL, 2, "tsp"]],
    directions: ["Heat the oven to 400°F. Slice the eggplant into rounds, brush with oil and roast 15 minutes.", "Layer rounds with sauce and mozzarella in stacks of three.", "Sprinkle with Parmesan and bake 15 minutes until bubbling.", "Finish with basil."],
    sources: ["community"], palette: "red",
  },
  {
    name: "Halibut with Fennel",
    categories: ["Acute Stage", "High Protein", "Dinner", "Seafood", "Roasted", "Mediterranean"],
    preptime: 10, cooktime: 20, yields: 2, serving_size: "1 fillet with fennel",
    ingredients: [[HALIBUT, 10, "oz", true], [FENNEL, 2, "cup, sliced"], [OLIVE_OIL, 2, "tsp"], [LEMON_JUICE, 1, "fl oz"], [OLIVES, 6, "large"], [THYME, 0.5, "tsp, leaves"]],
    directions: ["Heat the oven to 400°F. Roast the sliced fennel with the oil and thyme for 10 minutes.", "Lay the fish on top, add the olives and lemon juice.", "Roast 10 minutes more, until the fish is opaque."],
    sources: ["kitchen"], palette: "blue",
  },
  {
    name: "Broccoli Cheddar-Free Soup",
    categories: ["Acute Stage", "Lunch", "Vegetarian", "Stovetop", "American"],
    preptime: 10, cooktime: 20, yields: 4, serving_size: "1 1/2 cups",
    ingredients: [[BROCCOLI, 5, "cup chopped", true], [VEG_BROTH, 3, "cup"], [ONION, 0.5, "cup, chopped"], [GARLIC, 2, "clove"], [SKIM_MILK, 1, "cup"], [PARMESAN, 2, "tbsp"], [PEPPER, 0.25, "tsp, ground"]],
    directions: ["Simmer the broccoli, onion and garlic in the broth for 15 minutes.", "Blend until smooth, then stir in the milk.", "Warm through without boiling and finish with Parmesan and pepper."],
    notes: "Keep a few small florets aside to stir in at the end for texture.",
    sources: ["dietitians"], palette: "green",
  },
  {
    name: "Berry Chia Pudding",
    categories: ["Breakfast", "Dessert", "Snack", "Vegetarian", "No Cook"],
    preptime: 5, cooktime: 1, yields: 2, serving_size: "3/4 cup",
    ingredients: [[ALMOND_MILK, 1, "cup", true], [CHIA, 1, "oz"], [VANILLA, 0.5, "tsp"], [RASPBERRIES, 1, "cup"], [CINNAMON, 0.25, "tsp"]],
    directions: ["Whisk the chia seeds into the almond milk with the vanilla and cinnamon.", "Stir again after 5 minutes so the seeds do not clump, then chill at least 2 hours.", "Top with the raspberries."],
    sources: ["dietitians"], palette: "berry",
  },
  {
    name: "Sheet Pan Chicken and Veg",
    categories: ["High Protein", "Family Favorite", "Quick & Easy", "Dinner", "Chicken", "Roasted", "American"],
    preptime: 10, cooktime: 25, yields: 4, serving_size: "1 plate",
    ingredients: [[THIGH, 16, "oz", true], [BROCCOLI, 2, "cup chopped"], [RED_PEPPER, 1, "cup, chopped"], [ONION, 1, "cup, chopped"], [OLIVE_OIL, 1, "tablespoon"], [PAPRIKA, 1, "tsp"], [GARLIC_POWDER, 1, "tsp"]],
    directions: ["Heat the oven to 425°F.", "Toss everything with the oil and spices on one large tray, chicken at the edges.", "Roast 25 minutes, stirring the vegetables once, until the chicken reaches 165°F."],
    sources: ["kitchen"], palette: "yellow",
  },
  {
    name: "Trout with Green Beans",
    categories: ["Acute Stage", "High Protein", "Dinner", "Seafood", "Stovetop"],
    preptime: 5, cooktime: 12, yields: 2, serving_size: "1 fillet with beans",
    ingredients: [[TROUT, 8, "oz", true], [GREEN_BEANS, 2, "cup 1/2\" pieces"], [ALMONDS, 0.125, "cup, slivered"], [LEMON_JUICE, 1, "fl oz"], [OLIVE_OIL, 2, "tsp"]],
    directions: ["Blanch the green beans for 3 minutes and drain.", "Cook the trout skin side down in the oil for 4 minutes, turn and cook 2 minutes more.", "Toast the almonds in the same pan, add the beans and lemon and toss."],
    sources: ["class"], palette: "green",
  },
  {
    name: "Quinoa Veggie Bowl",
    categories: ["Lunch", "Vegetarian", "No Cook", "Mediterranean"],
    preptime: 15, cooktime: 1, yields: 2, serving_size: "1 bowl",
    ingredients: [[QUINOA, 1, "cup", true], [CHICKPEAS, 0.5, "can drained"], [CUCUMBER, 1, "cup slices"], [TOMATO, 1, "cup cherry tomatoes"], [SPINACH, 2, "cup"], [LEMON_JUICE, 1, "fl oz"], [OLIVE_OIL, 2, "tsp"], [MINT, 2, "tbsp"]],
    directions: ["Divide the spinach between two bowls.", "Top with quinoa, chickpeas, cucumber and halved tomatoes.", "Dress with lemon juice, oil and torn mint."],
    sources: ["dietitians"], palette: "green",
  },
  {
    name: "Cinnamon Baked Apples",
    categories: ["Dessert", "Vegetarian", "Baked", "American"],
    preptime: 10, cooktime: 30, yields: 4, serving_size: "1 apple",
    ingredients: [[APPLE, 4, "medium (3\" dia)", true], [CINNAMON, 1, "tsp"], [WALNUTS, 0.125, "cup, chopped"], [OATS, 0.25, "cup"], [VANILLA, 0.5, "tsp"]],
    directions: ["Heat the oven to 350°F and core the apples.", "Mix the oats, walnuts, cinnamon and vanilla and pack into the centres.", "Stand in a dish with a little water and bake 30 minutes, until tender."],
    sources: ["kitchen"], palette: "red",
  },
  {
    name: "Turkey Spinach Roll-Ups",
    categories: ["Acute Stage", "High Protein", "Quick & Easy", "Snack", "Lunch", "Turkey", "No Cook"],
    preptime: 10, cooktime: 1, yields: 2, serving_size: "4 roll-ups",
    ingredients: [[TURKEY_BREAST, 6, "oz", true], [SPINACH, 1, "cup"], [CREAM_CHEESE, 2, "tbsp"], [RED_PEPPER, 0.5, "cup, sliced"], [MUSTARD, 1, "tsp or 1 packet"]],
    directions: ["Lay out thin slices of cooked turkey breast.", "Spread each with a little cream cheese and mustard.", "Add spinach leaves and a strip of pepper, roll up tightly and cut in half."],
    sources: ["dietitians"], palette: "green",
  },
  {
    name: "Moroccan Chicken Stew",
    categories: ["High Protein", "Dinner", "Chicken", "Stovetop", "Mediterranean"],
    preptime: 15, cooktime: 35, yields: 6, serving_size: "1 1/4 cups",
    ingredients: [[THIGH, 20, "oz", true], [CANNED_TOMATOES, 2, "cup"], [CHICKPEAS, 1, "can drained"], [ONION, 1, "cup, chopped"], [CARROTS, 1, "cup chopped"], [CUMIN, 1, "tsp, whole"], [CINNAMON, 0.5, "tsp"], [GROUND_GINGER, 1, "tsp"], [CILANTRO, 1, "cup"]],
    directions: ["Brown the chicken pieces in a heavy pot and set aside.", "Soften the onion and carrots; add the spices and stir for a minute.", "Return the chicken with the tomatoes and chickpeas and simmer 30 minutes.", "Scatter with cilantro."],
    sources: ["class"], palette: "brown",
  },
  {
    name: "Portabella Pizza Caps",
    categories: ["Acute Stage", "Quick & Easy", "Snack", "Dinner", "Vegetarian", "Baked", "Italian"],
    preptime: 5, cooktime: 15, yields: 2, serving_size: "2 caps",
    ingredients: [[PORTABELLA, 4, "piece whole", true], [TOMATO_SAUCE, 0.5, "cup"], [MOZZARELLA, 2, "oz"], [OREGANO, 0.5, "tsp, leaves"], [BASIL, 2, "tbsp, chopped"]],
    directions: ["Heat the oven to 400°F. Scrape out the gills of the mushrooms.", "Bake the caps upside down for 8 minutes and pour off the juices.", "Fill with sauce, cheese and oregano and bake 7 minutes more; top with basil."],
    sources: ["community"], palette: "brown",
  },
  {
    name: "Cantaloupe Mint Salad",
    categories: ["Quick & Easy", "Snack", "Dessert", "Vegetarian", "No Cook"],
    preptime: 10, cooktime: 1, yields: 4, serving_size: "1 cup",
    ingredients: [[CANTALOUPE, 3, "cup, cubes", true], [WATERMELON, 1, "cup, diced"], [LIME_JUICE, 1, "fl oz"], [MINT, 2, "tbsp"]],
    directions: ["Combine the melon pieces in a bowl.", "Add the lime juice and finely sliced mint and toss gently.", "Chill 20 minutes before serving."],
    sources: ["dietitians"], palette: "yellow",
  },
  {
    name: "Salmon Cakes",
    categories: ["High Protein", "Family Favorite", "Lunch", "Dinner", "Seafood", "Stovetop"],
    preptime: 15, cooktime: 10, yields: 4, serving_size: "2 cakes",
    ingredients: [[SALMON, 12, "oz", true], [EGG, 1, "large"], [SCALLIONS, 3, "tbsp chopped"], [MUSTARD, 1, "tsp or 1 packet"], [OATS, 0.25, "cup"], [LEMON_JUICE, 0.5, "fl oz"], [OLIVE_OIL, 2, "tsp"]],
    directions: ["Chop the salmon finely by hand or pulse it briefly.", "Mix with the egg, scallions, mustard, oats and lemon and shape eight small cakes.", "Chill 10 minutes, then cook in the oil 3 to 4 minutes a side."],
    sources: ["kitchen"], palette: "red",
  },
  {
    name: "Butternut Squash Soup",
    categories: ["Family Favorite", "Lunch", "Vegetarian", "Stovetop", "American"],
    preptime: 15, cooktime: 30, yields: 6, serving_size: "1 cup",
    ingredients: [[BUTTERNUT, 4, "cup, cubes", true], [VEG_BROTH, 4, "cup"], [ONION, 1, "cup, chopped"], [CARROTS, 0.5, "cup chopped"], [GROUND_GINGER, 0.5, "tsp"], [CINNAMON, 0.25, "tsp"], [GREEK_YOGURT, 0.25, "container"]],
    directions: ["Simmer the squash, onion and carrot in the broth for 25 minutes.", "Add the ginger and cinnamon and blend until smooth.", "Serve with a swirl of yogurt."],
    sources: ["class"], palette: "yellow",
  },
  {
    name: "Steak Fajita Lettuce Tacos",
    categories: ["Acute Stage", "High Protein", "Dinner", "Beef", "Grilled", "Mexican"],
    preptime: 15, cooktime: 10, yields: 4, serving_size: "3 tacos",
    ingredients: [[BEEF, 16, "oz", true], [ROMAINE, 2, "cup shredded"], [RED_PEPPER, 1, "cup, sliced"], [ONION, 0.5, "cup, sliced"], [LIME_JUICE, 1, "fl oz"], [CHILI_POWDER, 1, "tsp"], [CILANTRO, 1, "cup"], [SALSA, 4, "tbsp"]],
    directions: ["Season the beef with chili powder and grill as thin patties, 3 minutes a side; slice into strips.", "Char the pepper and onion on the grill or in a pan.", "Fill lettuce leaves with beef, vegetables, salsa and cilantro; squeeze over lime."],
    sources: ["kitchen"], palette: "green",
  },
  {
    name: "Asian Cabbage Chicken Salad",
    categories: ["High Protein", "Lunch", "Chicken", "No Cook", "Asian"],
    preptime: 20, cooktime: 1, yields: 4, serving_size: "2 cups",
    ingredients: [[CHICKEN, 12, "oz", true], [CABBAGE, 3, "cup, shredded"], [CARROTS, 1, "cup grated"], [SCALLIONS, 3, "tbsp chopped"], [CILANTRO, 1, "cup"], [TAMARI, 2, "tbsp"], [LIME_JUICE, 1, "fl oz"], [SESAME_OIL, 2, "tsp"], [ALMONDS, 0.125, "cup, slivered"]],
    directions: ["Poach the chicken in simmering water for 12 minutes, cool and shred. (Count this time as prep.)", "Toss the cabbage, carrots, scallions and cilantro.", "Whisk the tamari, lime and sesame oil, dress the salad and top with the chicken and almonds."],
    sources: ["class"], palette: "green",
  },
  {
    name: "Pumpkin Spice Smoothie",
    categories: ["Quick & Easy", "Breakfast", "Snack", "Vegetarian", "No Cook"],
    preptime: 5, cooktime: 1, yields: 1, serving_size: "1 tall glass",
    ingredients: [[PUMPKIN, 0.5, "cup", true], [ALMOND_MILK, 1, "cup"], [GREEK_YOGURT, 0.5, "container"], [CINNAMON, 0.5, "tsp"], [GROUND_GINGER, 0.25, "tsp"], [VANILLA, 0.5, "tsp"]],
    directions: ["Put everything in a blender with a handful of ice.", "Blend until smooth and frothy."],
    sources: ["dietitians"], palette: "yellow",
  },
  {
    name: "Shrimp and Vegetable Skewers",
    categories: ["Acute Stage", "High Protein", "Dinner", "Seafood", "Grilled"],
    preptime: 20, cooktime: 8, yields: 4, serving_size: "2 skewers",
    ingredients: [[SHRIMP, 16, "oz", true], [ZUCCHINI, 1, "medium"], [RED_PEPPER, 1, "cup, chopped"], [ONION, 1, "cup, chopped"], [OLIVE_OIL, 1, "tablespoon"], [LEMON_JUICE, 1, "fl oz"], [PAPRIKA, 1, "tsp"]],
    directions: ["Soak wooden skewers for 20 minutes.", "Toss the shrimp and chunks of vegetable with oil, lemon and paprika.", "Thread onto skewers and grill 3 to 4 minutes a side."],
    sources: ["kitchen"], palette: "red",
  },
  {
    name: "Ricotta Stuffed Zucchini",
    categories: ["Family Favorite", "Dinner", "Vegetarian", "Baked", "Italian"],
    preptime: 15, cooktime: 25, yields: 4, serving_size: "2 halves",
    ingredients: [[ZUCCHINI, 4, "medium", true], [RICOTTA, 1, "cup"], [SPINACH, 2, "cup"], [PARMESAN, 3, "tbsp"], [TOMATO_SAUCE, 1, "cup"], [BASIL, 2, "tbsp, chopped"]],
    directions: ["Heat the oven to 375°F. Halve the zucchini and scoop out the centres.", "Mix the ricotta, chopped spinach, basil and half the Parmesan and fill the boats.", "Set them on the sauce in a dish, top with the rest of the cheese and bake 25 minutes."],
    sources: ["community"], palette: "green",
  },
  {
    name: "Peach Yogurt Bark",
    categories: ["Dessert", "Snack", "Vegetarian", "No Cook"],
    preptime: 10, cooktime: 1, yields: 6, serving_size: "2 pieces",
    ingredients: [[GREEK_YOGURT, 2, "container", true], [PEACHES, 1, "cup slices"], [BLUEBERRIES, 0.5, "cup"], [VANILLA, 1, "tsp"], [ALMONDS, 0.125, "cup, slivered"]],
    directions: ["Stir the vanilla into the yogurt and spread it 1/2 inch thick on a lined tray.", "Press the fruit and almonds into the top.", "Freeze at least 3 hours, then break into pieces."],
    sources: ["kitchen"], palette: "yellow",
  },
  {
    name: "Pork and Bok Choy Stir-Fry",
    categories: ["High Protein", "Quick & Easy", "Dinner", "Pork", "Stovetop", "Asian"],
    preptime: 10, cooktime: 10, yields: 3, serving_size: "1 1/2 cups",
    ingredients: [[PORK, 12, "oz", true], [BOK_CHOY, 4, "cup, shredded"], [MUSHROOMS, 1, "cup, pieces or slices"], [GINGER, 2, "tsp"], [GARLIC, 2, "clove"], [TAMARI, 2, "tbsp"], [SRIRACHA, 1, "tsp"]],
    directions: ["Slice the pork thinly.", "Stir-fry the pork in a very hot pan for 3 minutes and lift out.", "Cook the mushrooms, ginger and garlic for 2 minutes, add the bok choy until wilted.", "Return the pork with the tamari and sriracha and toss."],
    sources: ["class"], palette: "green",
  },
  {
    name: "Deviled Eggs with Greek Yogurt",
    categories: ["Acute Stage", "High Protein", "Snack", "Eggs", "No Cook", "American"],
    preptime: 15, cooktime: 1, yields: 4, serving_size: "3 halves",
    ingredients: [[BOILED_EGG, 6, "large", true], [GREEK_YOGURT, 0.25, "container"], [MUSTARD, 1, "tsp or 1 packet"], [PAPRIKA, 0.25, "tsp"], [CHIVES, 1, "tbsp chopped"]],
    directions: ["Halve the eggs and pop out the yolks.", "Mash the yolks with the yogurt and mustard until smooth.", "Pipe or spoon back into the whites and dust with paprika and chives."],
    sources: ["dietitians"], palette: "yellow",
  },
  {
    name: "Mexican Black Bean Soup",
    categories: ["Dinner", "Lunch", "Vegetarian", "Stovetop", "Mexican"],
    preptime: 10, cooktime: 25, yields: 4, serving_size: "1 1/4 cups",
    ingredients: [[BLACK_BEANS, 3, "cup", true], [VEG_BROTH, 2, "cup"], [ONION, 1, "cup, chopped"], [GARLIC, 2, "clove"], [CUMIN, 1, "tsp, whole"], [JALAPENO, 1, "pepper"], [LIME_JUICE, 1, "fl oz"], [CILANTRO, 1, "cup"]],
    directions: ["Soften the onion, garlic and jalapeño in a splash of broth.", "Add the cumin, beans and broth and simmer 20 minutes.", "Blend half the soup and stir it back in; finish with lime and cilantro."],
    sources: ["class"], palette: "brown",
  },
  {
    name: "Lemon Garlic Green Beans",
    categories: ["Acute Stage", "Quick & Easy", "Dinner", "Vegetarian", "Stovetop"],
    preptime: 5, cooktime: 8, yields: 4, serving_size: "3/4 cup",
    ingredients: [[GREEN_BEANS, 4, "cup 1/2\" pieces", true], [GARLIC, 2, "clove"], [LEMON_JUICE, 1, "fl oz"], [OLIVE_OIL, 2, "tsp"], [PEPPER, 0.25, "tsp, ground"]],
    directions: ["Steam the beans for 4 minutes.", "Warm the garlic in the oil for a minute, add the beans and toss for 2 minutes.", "Add lemon juice and pepper."],
    sources: ["kitchen"], palette: "green",
  },
  {
    name: "Overnight Oats with Berries",
    categories: ["Family Favorite", "Breakfast", "Vegetarian", "No Cook"],
    preptime: 5, cooktime: 1, yields: 1, serving_size: "1 jar",
    ingredients: [[OATS, 0.5, "cup", true], [SKIM_MILK, 0.75, "cup"], [GREEK_YOGURT, 0.25, "container"], [CHIA, 0.25, "oz"], [STRAWBERRIES, 0.5, "cup, sliced"], [CINNAMON, 0.25, "tsp"]],
    directions: ["Stir the oats, milk, yogurt, chia and cinnamon together in a jar.", "Cover and refrigerate overnight.", "Top with the strawberries in the morning."],
    notes: "A Transition and Maintenance breakfast: the oats count as a starch serving.",
    sources: ["dietitians"], palette: "berry",
  },
  {
    name: "Grilled Pineapple Chicken",
    categories: ["High Protein", "Dinner", "Chicken", "Grilled", "American"],
    preptime: 10, cooktime: 15, yields: 4, serving_size: "1 breast with pineapple",
    ingredients: [[CHICKEN, 16, "oz", true], [PINEAPPLE, 1, "cup, chunks"], [TAMARI, 2, "tbsp"], [GINGER, 1, "tsp"], [LIME_JUICE, 1, "fl oz"], [CILANTRO, 1, "cup"]],
    directions: ["Marinate the chicken in tamari, ginger and lime for 30 minutes.", "Grill 6 minutes a side; grill the pineapple 2 minutes a side alongside.", "Chop the pineapple with the cilantro and spoon over the sliced chicken."],
    sources: ["community"], palette: "yellow",
  },
  {
    name: "Kidney Bean Veggie Chili",
    categories: ["Family Favorite", "Dinner", "Vegetarian", "Stovetop", "Mexican"],
    preptime: 15, cooktime: 35, yields: 6, serving_size: "1 1/4 cups",
    ingredients: [[KIDNEY_BEANS, 2, "can drained solids", true], [CANNED_TOMATOES, 2, "cup"], [ZUCCHINI, 1, "cup, chopped"], [RED_PEPPER, 1, "cup, chopped"], [ONION, 1, "cup, chopped"], [CHILI_POWDER, 2, "tsp"], [CUMIN, 1, "tsp, whole"]],
    directions: ["Soften the onion and pepper in a heavy pot.", "Add the spices, then the tomatoes, beans and zucchini.", "Simmer 30 minutes, stirring now and then."],
    sources: ["class"], palette: "red",
  },
  {
    name: "Cocoa Banana Soft Serve",
    categories: ["Quick & Easy", "Dessert", "Vegetarian", "No Cook"],
    preptime: 5, cooktime: 1, yields: 2, serving_size: "1/2 cup",
    ingredients: [[BANANA, 2, "medium (7\" to 7-7/8\" long)", true], [COCOA, 1, "tbsp"], [ALMOND_MILK, 0.25, "cup"], [VANILLA, 0.5, "tsp"]],
    directions: ["Slice the bananas and freeze them for at least 4 hours.", "Blend with the cocoa, vanilla and a splash of almond milk until it looks like soft serve.", "Eat straight away."],
    sources: ["community"], palette: "brown",
  },
  {
    name: "Arugula Goat Cheese Salad",
    categories: ["Quick & Easy", "Lunch", "Vegetarian", "No Cook", "Mediterranean"],
    preptime: 10, cooktime: 1, yields: 2, serving_size: "2 cups",
    ingredients: [[ARUGULA, 4, "cup", true], [GOAT_CHEESE, 1, "oz"], [STRAWBERRIES, 0.5, "cup, sliced"], [WALNUTS, 0.125, "cup, chopped"], [BALSAMIC, 1, "tbsp"], [OLIVE_OIL, 2, "tsp"]],
    directions: ["Arrange the arugula and strawberries on two plates.", "Crumble over the goat cheese and walnuts.", "Drizzle with balsamic and oil."],
    sources: ["kitchen"], palette: "berry",
  },
  {
    name: "Sweet Potato Turkey Hash",
    categories: ["High Protein", "Breakfast", "Turkey", "Stovetop", "American"],
    preptime: 10, cooktime: 20, yields: 4, serving_size: "1 cup",
    ingredients: [[GROUND_TURKEY, 1, "lb", true], [SWEET_POTATO, 2, "cup, cubes"], [ONION, 0.5, "cup, chopped"], [GREEN_PEPPER, 0.5, "cup, chopped"], [PAPRIKA, 1, "tsp"], [OLIVE_OIL, 2, "tsp"]],
    directions: ["Cook the diced sweet potato in the oil, covered, for 8 minutes.", "Add the turkey, onion and pepper and cook until the turkey is browned.", "Season with paprika and let it crisp for a few minutes before serving."],
    notes: "Sweet potato is a starch: a Transition-stage breakfast.",
    sources: ["class"], palette: "brown",
  },
  {
    name: "Flax Blueberry Muffins",
    categories: ["Breakfast", "Snack", "Vegetarian", "Baked", "American"],
    preptime: 15, cooktime: 20, yields: 6, serving_size: "1 muffin",
    ingredients: [[OATS, 1, "cup", true], [FLAX, 3, "tbsp, ground"], [EGG, 2, "large"], [GREEK_YOGURT, 0.5, "container"], [BLUEBERRIES, 0.5, "cup"], [BAKING_POWDER, 1, "tsp"], [CINNAMON, 0.5, "tsp"]],
    directions: ["Heat the oven to 350°F and line six muffin cups.", "Blend the oats into flour, then mix with the flax, baking powder and cinnamon.", "Whisk in the eggs and yogurt and fold in the berries.", "Bake 18 to 20 minutes."],
    sources: ["dietitians"], draft: true, palette: "berry",
  },
  {
    name: "Brown Rice Veggie Stir-Fry",
    categories: ["Dinner", "Vegetarian", "Stovetop", "Asian"],
    preptime: 10, cooktime: 12, yields: 3, serving_size: "1 1/2 cups",
    ingredients: [[BROWN_RICE, 1.5, "cup", true], [BROCCOLI, 2, "cup chopped"], [CARROTS, 1, "cup strips or slices"], [MUSHROOMS, 1, "cup, pieces or slices"], [TAMARI, 2, "tbsp"], [GINGER, 1, "tsp"], [SESAME_OIL, 1, "tsp"]],
    directions: ["Stir-fry the carrots and broccoli for 4 minutes in a very hot pan.", "Add the mushrooms and ginger for 2 minutes.", "Add the rice and tamari and toss until hot; finish with sesame oil."],
    sources: ["class"], draft: true, palette: "green",
  },
  {
    name: "Whole Wheat Veggie Pasta",
    categories: ["Family Favorite", "Dinner", "Vegetarian", "Stovetop", "Italian"],
    preptime: 10, cooktime: 15, yields: 4, serving_size: "1 1/2 cups",
    ingredients: [[WW_PASTA, 2, "cup penne", true], [ZUCCHINI, 1, "cup, chopped"], [TOMATO, 1, "cup cherry tomatoes"], [SPINACH, 2, "cup"], [GARLIC, 2, "clove"], [OLIVE_OIL, 1, "tablespoon"], [PARMESAN, 3, "tbsp"]],
    directions: ["Cook the pasta until just tender and keep a cup of the water.", "Soften the garlic and zucchini in the oil, add the tomatoes until they burst.", "Toss with the pasta, spinach and a splash of pasta water; finish with Parmesan."],
    notes: "A Maintenance meal: keep it to one serving and add a side salad.",
    sources: ["community"], palette: "red",
  },
  {
    name: "Avocado Egg Toast",
    categories: ["Quick & Easy", "Breakfast", "Eggs", "Stovetop", "American"],
    preptime: 5, cooktime: 5, yields: 2, serving_size: "1 slice",
    ingredients: [[WW_BREAD, 2, "slice", true], [AVOCADO, 0.5, "fruit, without skin and seed"], [EGG, 2, "large"], [LEMON_JUICE, 0.25, "fl oz"], [PEPPER, 0.25, "tsp, ground"], [CAYENNE, 0.125, "tsp"]],
    directions: ["Toast the bread.", "Mash the avocado with lemon juice and spread it on the toast.", "Top each with a poached or fried egg, pepper and a pinch of cayenne."],
    sources: ["kitchen"], palette: "green",
  },
];

/** Patients' submissions waiting for approval (and one already declined). */
export const SUBMISSIONS = [
  {
    owner: "patient@example.com",
    name: "Grandma's Cabbage Rolls",
    preptime: 30, cooktime: 60, yields: 6, serving_size: "2 rolls",
    ingredients: "1 head green cabbage\n1 lb extra-lean ground turkey\n1/2 cup cooked brown rice\n1 onion, diced\n2 cups tomato sauce\n1 tsp paprika",
    directions: "1. Blanch the cabbage leaves until soft.\n2. Mix the turkey, rice, onion and paprika.\n3. Roll the filling in the leaves and lay them in a dish.\n4. Pour over the sauce and bake covered at 350°F for an hour.",
    notes: "My grandmother made these every Sunday; I swapped the pork for turkey.",
    palette: "green" as const, declined: null,
  },
  {
    owner: "patient2@example.com",
    name: "Spicy Tuna Lettuce Cups",
    preptime: 10, cooktime: 1, yields: 2, serving_size: "3 cups",
    ingredients: "1 can tuna in water\n2 tbsp Greek yogurt\n1 tsp sriracha\n1 cucumber\n6 butter lettuce leaves",
    directions: "Mix the tuna with yogurt and sriracha. Spoon into lettuce leaves and top with diced cucumber.",
    notes: "",
    palette: "blue" as const, declined: null,
  },
  {
    owner: "robert.patient@example.com",
    name: "Double Chocolate Brownies",
    preptime: 15, cooktime: 25, yields: 12, serving_size: "1 brownie",
    ingredients: "1 cup butter\n2 cups sugar\n4 eggs\n1 cup flour\n3/4 cup cocoa\n1 cup chocolate chips",
    directions: "Melt the butter, mix everything and bake at 350°F for 25 minutes.",
    notes: "A treat for special days.",
    palette: "brown" as const, declined: "C" as const,
  },
];

/** Approved and waiting comments: [recipe name, patient email, title, notes, rating 0–10, approved?] */
export const COMMENTS: [string, string, string, string, number | null, boolean][] = [
  ["Lemon Herb Chicken Breast", "patient@example.com", "Weeknight staple", "Made this three times this month. Juicy every time and my husband asks for it.", 10, true],
  ["Lemon Herb Chicken Breast", "patient2@example.com", "Simple and tasty", "Added a little more garlic. Great with the roasted Brussels sprouts.", 9, true],
  ["Lemon Herb Chicken Breast", "robert.patient@example.com", "Good", "A bit plain for me, next time I will marinate it longer.", 7, true],
  ["Garlic Shrimp Zucchini Noodles", "patient@example.com", "Ready in 20 minutes", "I did not miss the pasta at all. Took the zucchini off early like the note says.", 9, true],
  ["Greek Yogurt Berry Parfait", "patient2@example.com", "My go-to breakfast", "Quick, filling and feels like a treat.", 10, true],
  ["Turkey Lettuce Wraps", "linda.patient@example.com", "Family loved it", "Even my teenagers ate them. I doubled the ginger.", 9, true],
  ["Black Bean Turkey Chili", "david.patient@example.com", "Great for meal prep", "Froze half in portions and it reheats perfectly.", 8, true],
  ["Black Bean Turkey Chili", "patient@example.com", "Cozy", "Perfect for a cold evening, and the yogurt on top works.", 9, true],
  ["Chicken Vegetable Soup", "patient2@example.com", "Comforting", "Made a big pot on Sunday for lunches all week.", 8, true],
  ["Egg Muffin Cups", "robert.patient@example.com", "Breakfast sorted", "I make a dozen on Sunday and grab two each morning.", 9, true],
  ["Chicken Fajita Bowl", "linda.patient@example.com", "Restaurant quality", "Tastes like the fajitas I used to order, without the tortillas.", 10, true],
  ["Cauliflower Fried Rice", "david.patient@example.com", "Surprisingly good", "Did not expect to like it this much.", 8, true],
  ["Chicken Tikka Skewers", "patient@example.com", "Marinate overnight!", "Overnight marinade makes a huge difference.", 9, true],
  ["Spaghetti Squash Marinara", "patient2@example.com", "Nice swap", "Squash took 45 minutes in my oven.", 7, true],
  ["Lemon Herb Chicken Breast", "linda.patient@example.com", "Question", "Can I use thighs instead of breasts for this one?", 8, false],
  ["Baked Salmon with Dill", "patient@example.com", "Lovely sauce", "The yogurt sauce is so fresh. Could use a bit more dill.", 8, false],
  ["Turkey Meatballs", "david.patient@example.com", "Kids approved", "Made them smaller for the kids and baked 14 minutes.", null, false],
];

/** Jane's favourites (the demo patient). */
export const JANE_FAVOURITES = ["Lemon Herb Chicken Breast", "Garlic Shrimp Zucchini Noodles", "Black Bean Turkey Chili", "Greek Yogurt Berry Parfait", "Chicken Tikka Skewers"];
