/**
 * Seed content for the Resources (articles) section of the patient portal. Original articles
 * written for this programme; the authors are a fictional clinical team.
 */
export interface ResourceSeed {
  title: string;
  author: string;
  /** ISO date, "YYYY-MM-DD". */
  created: string;
  /** One short paragraph of HTML. */
  description_html: string;
  /** The article body, HTML limited to p, h2, h3, ul, ol, li, strong, em and blockquote. */
  body_html: string;
}

const DANA = "Dana Whitfield, RD";
const MARCUS = "Dr. Marcus Ellery, MD";
const PRIYA = "Priya Natarajan, MS, CPT";
const HELEN = "Helen Cho, RN";
const LEAH = "Dr. Leah Okafor, PsyD";

export const RESOURCES: ResourceSeed[] = [
  {
    title: "Getting Started with Your Food Journal",
    author: DANA,
    created: "2024-01-15",
    description_html: `<p>Your food journal is a tool, not a test. Here is what to write down, how to make logging a habit, and what to do when you miss a day.</p>`,
    body_html: `<p>Your food journal is one of the most useful tools in the programme. It is not a report card. It is a simple record that helps you and your care team see what is working and where a little extra support might help.</p>
<h2>Why a journal helps</h2>
<p>Most of us underestimate how much we eat and drink. That is not because we are careless; it is because eating happens quickly and often. Writing it down slows things just enough to notice patterns. After a week or two you may see that afternoons are tricky, or that on busy days you skip breakfast and feel starving by lunch.</p>
<h2>What to record</h2>
<ul>
<li><strong>What you ate and drank</strong>, including sauces, dressings, snacks and drinks.</li>
<li><strong>How much</strong>, counted in servings from your plan where you can.</li>
<li><strong>When</strong> you ate.</li>
<li><strong>Your water</strong> and any electrolyte drinks your clinic has recommended.</li>
<li>If you like, <strong>how you felt</strong>: hungry, bored, tired, rushed or content.</li>
</ul>
<h2>Tips for making it stick</h2>
<ol>
<li><strong>Log as you go.</strong> Entries made right after a meal are more accurate than ones pieced together at bedtime.</li>
<li><strong>Keep it simple.</strong> A quick note is better than a perfect entry you never finish.</li>
<li><strong>Log the off-plan moments too.</strong> A slice of birthday cake is useful information, not a failure. Your team can only help with what they can see.</li>
<li><strong>Link it to something you already do.</strong> Log while your coffee brews, or as soon as you clear your plate.</li>
</ol>
<h2>What if I miss a day?</h2>
<p>Simply start again with your next meal. There is no need to fill in gaps from memory or to feel guilty. Steady logging over weeks matters far more than any single day.</p>
<blockquote>Think of your journal as a conversation with your care team, not an exam you can pass or fail.</blockquote>
<p>Bring questions from your journal to your next clinic visit. Your provider or dietitian can help you spot patterns and adjust your plan so it fits your real life.</p>`,
  },
  {
    title: "Understanding Your Daily Servings",
    author: DANA,
    created: "2024-02-12",
    description_html: `<p>Protein, vegetable, fruit, fat, starch, dairy and misc: a plain-language guide to the serving groups in your plan and how to count them.</p>`,
    body_html: `<p>Your plan is built on servings rather than calories. Foods are sorted into groups, and within each group one serving gives roughly the same amount of energy and nutrients. That means you can swap one food for another in the same group without any complicated counting.</p>
<h2>The seven groups</h2>
<ul>
<li><strong>Protein:</strong> lean meat, poultry, fish, eggs, tofu and similar foods. Protein helps you feel full and protects muscle while you lose weight.</li>
<li><strong>Vegetable:</strong> non-starchy vegetables such as leafy greens, broccoli, peppers and zucchini.</li>
<li><strong>Fruit:</strong> fresh, frozen or canned fruit without added sugar.</li>
<li><strong>Fat:</strong> oils, butter, nuts, seeds, avocado and creamy dressings. Small amounts go a long way.</li>
<li><strong>Starch:</strong> bread, rice, pasta, cereals, potatoes, corn and beans.</li>
<li><strong>Dairy:</strong> milk, plain yogurt and some cheeses.</li>
<li><strong>Misc:</strong> the catch-all group for things like condiments, sauces and the odd treat that do not fit neatly anywhere else.</li>
</ul>
<h2>How to count a serving</h2>
<p>Your clinic's serving guide lists the exact amount that counts as one serving for common foods. Keep it somewhere handy, such as on the fridge or saved on your phone. In the first few weeks, use measuring cups or a kitchen scale now and then. It trains your eye, and before long you will be able to judge portions at a glance.</p>
<h3>Mixed dishes</h3>
<p>A chicken stir-fry or a bowl of chili contains several groups. Break it down as best you can: the chicken is protein, the vegetables are vegetable servings, the oil is fat and any rice is starch. A good estimate is perfectly fine.</p>
<h2>Your targets may change</h2>
<p>The number of servings in each group is set by your care team and may change as you move through the programme. If your targets feel too hard to reach, or you are often very hungry, say so at your next visit. Adjusting the plan is a normal part of the process, not a sign that something has gone wrong.</p>
<blockquote>Aim to hit your targets most days. Close enough, consistently, beats perfect now and then.</blockquote>`,
  },
  {
    title: "Hydration and Electrolytes During the Acute Phase",
    author: HELEN,
    created: "2024-03-18",
    description_html: `<p>Why fluids and electrolytes matter so much in the early weeks, how to track them, and which symptoms mean you should call the clinic.</p>`,
    body_html: `<p>The acute phase is the early, more structured part of the programme, when weight often comes off fastest. During this time your body goes through real changes, and staying well hydrated is one of the simplest ways to feel your best.</p>
<h2>Why it matters now</h2>
<p>When you eat fewer starches and less food overall, your body tends to let go of stored water. That is partly why the scale can drop quickly at first. Along with that water, you also lose electrolytes such as sodium, potassium and magnesium. These minerals help your muscles, nerves and heart work properly, so keeping them topped up matters.</p>
<h2>Your daily routine</h2>
<ol>
<li><strong>Follow your clinic's fluid goal.</strong> Your care team will give you a daily target based on your needs.</li>
<li><strong>Spread it out.</strong> Sip steadily through the day rather than drinking a large amount all at once.</li>
<li><strong>Take electrolytes as directed.</strong> If your clinic has recommended an electrolyte drink or supplement, use it exactly as instructed. Please do not add extra products on your own.</li>
<li><strong>Log it.</strong> Record your water and electrolytes in the portal so you and your team can see how you are doing.</li>
</ol>
<h2>Simple ways to drink more</h2>
<ul>
<li>Keep a refillable bottle with you and refill it at set times, such as at each meal.</li>
<li>Add a slice of lemon, cucumber or a few mint leaves for flavour.</li>
<li>Have a glass of water before each meal and snack.</li>
<li>Check the colour of your urine. Pale yellow usually means you are on track.</li>
</ul>
<h2>When to call the clinic</h2>
<p>Some people feel tired or get a mild headache in the first few days. Drinking enough and taking your electrolytes as directed often helps. However, please contact your clinic promptly if you notice:</p>
<ul>
<li>Dizziness or light-headedness, especially when standing up</li>
<li>Muscle cramps that keep coming back</li>
<li>A racing, pounding or irregular heartbeat</li>
<li>Unusual weakness or confusion</li>
</ul>
<p>If you have heart or kidney problems, or take medication for blood pressure or fluid, talk to your provider before changing how much you drink or adding any electrolyte product. If symptoms ever feel severe, seek urgent medical care.</p>`,
  },
  {
    title: "How to Read a Nutrition Label",
    author: DANA,
    created: "2024-05-06",
    description_html: `<p>Serving size, protein, fibre, added sugar and the ingredient list: the parts of a food label that actually help you make choices that fit your plan.</p>`,
    body_html: `<p>Nutrition labels can look like a wall of numbers. The good news is that you only need to check a few things to make a confident choice in the supermarket aisle.</p>
<h2>Start with the serving size</h2>
<p>Everything on the label refers to one serving, and that serving is often smaller than you would expect. A packet of crackers might list a serving as just a handful, with four servings in the box. If you would eat twice the listed amount, double every number on the label.</p>
<p>Remember that the label's serving is not the same as a serving in your plan. Use your clinic's serving guide to work out how the food fits into your day.</p>
<h2>Five things worth checking</h2>
<ol>
<li><strong>Protein.</strong> Higher is usually helpful, especially in snacks and breakfasts.</li>
<li><strong>Fibre.</strong> More fibre tends to mean more staying power. Compare similar products, such as two brands of bread, and pick the one with more.</li>
<li><strong>Added sugars.</strong> Lower is better. Plain yogurt with fresh fruit almost always beats the flavoured kind.</li>
<li><strong>Total fat.</strong> Fats are part of your plan, but they add up quickly. A "healthy" granola can carry a surprising amount.</li>
<li><strong>Sodium.</strong> Useful to watch if your provider has asked you to limit salt. During the acute phase, follow your clinic's advice on salt and electrolytes.</li>
</ol>
<h2>Read the ingredient list</h2>
<p>Ingredients are listed from most to least by weight. If sugar, or one of its many other names such as syrup, dextrose or fruit juice concentrate, appears near the top, the product is mostly sweetener. A short list of ingredients you recognise is often a good sign.</p>
<h2>Watch out for front-of-pack claims</h2>
<p>Words like <em>natural</em>, <em>light</em>, <em>multigrain</em> or <em>low fat</em> are marketing. A low-fat cookie can still be high in sugar, and "protein" bars can be closer to chocolate bars. Turn the packet over and let the label speak for itself.</p>
<blockquote>You do not need to read every label forever. Once you find products that work for you, shopping gets much quicker.</blockquote>
<p>If you have diabetes, kidney disease or another condition that affects what you should eat, ask your provider or dietitian which numbers matter most for you.</p>`,
  },
  {
    title: "Protein at Every Meal",
    author: PRIYA,
    created: "2024-06-24",
    description_html: `<p>Why spreading protein across the day helps you stay full and hold on to muscle, plus easy ideas for breakfast, lunch, dinner and snacks.</p>`,
    body_html: `<p>When you lose weight, you want to lose fat while keeping as much muscle as you can. Muscle helps you stay strong, move easily and keep up your daily activity. Eating enough protein, together with regular movement, is one of the best ways to protect it.</p>
<h2>Why spread it out?</h2>
<p>Many people eat very little protein at breakfast, a bit at lunch and most of it at dinner. Spreading your protein servings more evenly across the day tends to keep hunger steadier. A breakfast built around protein can make the whole morning easier, with fewer trips to the snack cupboard.</p>
<h2>Easy protein ideas</h2>
<h3>Breakfast</h3>
<ul>
<li>Eggs, scrambled or boiled, with vegetables on the side</li>
<li>Plain Greek-style yogurt topped with fruit</li>
<li>Cottage cheese, or last night's leftover chicken</li>
</ul>
<h3>Lunch</h3>
<ul>
<li>A large salad topped with canned tuna, salmon, chicken or beans</li>
<li>Soup with added lentils or shredded chicken</li>
<li>A lettuce wrap filled with turkey and crunchy vegetables</li>
</ul>
<h3>Dinner</h3>
<ul>
<li>Fish, chicken, lean beef, pork or tofu, with plenty of vegetables</li>
<li>A sheet-pan dinner of chicken thighs and peppers</li>
</ul>
<h3>Snacks</h3>
<ul>
<li>A boiled egg, a cheese stick or a small pot of yogurt, depending on your plan</li>
</ul>
<h2>Practical tips</h2>
<ol>
<li><strong>Plan protein first.</strong> When you are deciding what to eat, choose the protein, then build the rest of the plate around it.</li>
<li><strong>Cook once, eat twice.</strong> Grill extra chicken or boil several eggs at a time so protein is ready when you need it.</li>
<li><strong>Pair it with strength work.</strong> Protein does its best work when your muscles are being asked to do something. Even simple exercises at home count.</li>
</ol>
<p>Your protein servings are set by your care team, so follow your plan rather than piling on extra. If you have kidney disease or have been told to limit protein for any reason, talk to your provider before making changes.</p>
<blockquote>Protein is the anchor of each meal. Get that part right and the rest of the plate falls into place more easily.</blockquote>`,
  },
  {
    title: "Vegetables That Fill You Up",
    author: DANA,
    created: "2024-08-05",
    description_html: `<p>Vegetables add volume, crunch and colour for very few calories. Here is how to eat more of them, even if you are not a fan yet.</p>`,
    body_html: `<p>If there is one food group that makes a weight-loss plan feel generous, it is vegetables. Non-starchy vegetables are bulky, full of water and fibre, and low in energy. They let you fill your plate and your stomach while staying within your plan.</p>
<h2>The most filling choices</h2>
<ul>
<li><strong>Leafy greens:</strong> spinach, lettuce, kale and cabbage</li>
<li><strong>Crunchy vegetables:</strong> cucumber, celery, peppers, radishes and sugar snap peas</li>
<li><strong>Hearty vegetables:</strong> broccoli, cauliflower, green beans, Brussels sprouts and mushrooms</li>
<li><strong>Soft, cooked vegetables:</strong> zucchini, eggplant, tomatoes and onions, which work well in sauces and stews</li>
</ul>
<p>Starchy vegetables such as potatoes, corn and peas are healthy too, but in most plans they count as starch servings. Check your serving guide if you are unsure.</p>
<h2>Ways to eat more of them</h2>
<ol>
<li><strong>Start with vegetables.</strong> Begin lunch or dinner with a side salad, a bowl of clear vegetable soup or a plate of raw vegetables.</li>
<li><strong>Fill half your plate.</strong> Let vegetables take up about half of the plate, with protein on one quarter and any starch on the rest.</li>
<li><strong>Roast them.</strong> Roasting brings out natural sweetness. Toss chopped vegetables with a measured spoonful of oil, salt and your favourite spices.</li>
<li><strong>Hide them.</strong> Grate zucchini or carrot into sauces, or blend spinach into soups.</li>
<li><strong>Keep them ready.</strong> Wash and chop a batch on the weekend so a healthy snack is as easy as opening the fridge.</li>
</ol>
<h2>Frozen and canned count too</h2>
<p>Frozen vegetables are picked and frozen quickly, and they are often just as nutritious as fresh. They are also cheaper and will not wilt at the back of the fridge. Canned vegetables are fine as well; rinse them if they are packed in salty water.</p>
<h2>Not a vegetable person?</h2>
<p>That is more common than you might think. Start with the one or two you already like and eat them often. Then try one new vegetable, or a new way of cooking an old one, each week. Tastes really can change with time.</p>
<blockquote>Watch what you add. A bowl of salad is a light meal; the same bowl drowned in creamy dressing counts towards your fat servings.</blockquote>
<p>If a sudden jump in vegetables upsets your stomach, increase them gradually and drink plenty of water. Let your care team know if it continues.</p>`,
  },
  {
    title: "Eating Out and Travelling on the Programme",
    author: HELEN,
    created: "2024-09-16",
    description_html: `<p>Restaurants, work trips and vacations do not have to derail your progress. A little planning and a few simple phrases go a long way.</p>`,
    body_html: `<p>Life does not stop while you are on the programme, and it should not have to. Meals out, business trips and vacations are all part of real life. With a little planning, you can enjoy them and stay on track.</p>
<h2>Before you go</h2>
<ul>
<li><strong>Look at the menu ahead of time.</strong> Most restaurants share their menus online. Choosing before you arrive means you are not deciding while hungry and surrounded by tempting smells.</li>
<li><strong>Do not arrive starving.</strong> Keep to your usual meals earlier in the day. Saving up all day often leads to overeating later.</li>
<li><strong>Drink water first.</strong> A glass or two before you sit down helps you meet your fluid goal and take the edge off hunger.</li>
</ul>
<h2>At the restaurant</h2>
<ol>
<li>Build your meal around a protein, such as grilled fish, chicken, steak or tofu.</li>
<li>Ask for extra vegetables or a side salad in place of fries, rice or bread.</li>
<li>Ask for sauces and dressings on the side, so you decide how much to use.</li>
<li>Choose grilled, baked, steamed or roasted over fried or creamy.</li>
<li>Portions are often large. Ask for a take-home box and set half aside at the start.</li>
</ol>
<p>You do not need to explain yourself to anyone. "I'd like the salmon with double vegetables, please" is a perfectly normal order.</p>
<h2>When you travel</h2>
<ul>
<li><strong>Pack supplies.</strong> Bring any programme foods, electrolytes and medications in your carry-on bag, with enough to cover delays.</li>
<li><strong>Bring snacks that travel well,</strong> such as nuts measured into small bags, or protein options approved by your plan.</li>
<li><strong>Keep drinking.</strong> Flights and hot climates are dehydrating. Carry an empty bottle through security and refill it.</li>
<li><strong>Keep moving.</strong> Walk around airports, take the stairs and explore on foot. It all counts towards your weekly fitness goal.</li>
<li><strong>Keep logging.</strong> A quick photo of each meal is enough if writing things down feels like too much.</li>
</ul>
<h2>Medication and time zones</h2>
<p>If you take medication at set times, including any weight-loss medication prescribed by your clinic, ask your provider how to handle a change in time zone before you leave. Do the same if you are heading somewhere very hot or planning a very active trip.</p>
<blockquote>One restaurant meal will not undo your progress. What matters is getting back to your usual routine at the next meal.</blockquote>`,
  },
  {
    title: "Hitting a Plateau: Why It Happens and What to Do",
    author: MARCUS,
    created: "2024-10-28",
    description_html: `<p>Almost everyone reaches a point where the scale stops moving. Here is why it happens, what to check, and why it is not a sign of failure.</p>`,
    body_html: `<p>You have been following your plan, logging your food and showing up for your visits, and suddenly the scale will not budge. This is called a plateau, and it happens to nearly everyone who loses weight. It is frustrating, but it is a normal part of the process.</p>
<h2>Why plateaus happen</h2>
<p>As you lose weight, your body needs a little less energy to get through the day. A smaller body simply uses less fuel. The plan that produced steady losses at the start may now be closer to what your body needs, so progress slows.</p>
<p>Water also plays a part. Hormones, salt, a hard workout, poor sleep or your menstrual cycle can all cause your body to hold on to water for a few days. This can hide real fat loss on the scale.</p>
<h2>Is it really a plateau?</h2>
<p>A slow week is not a plateau. Daily and weekly numbers naturally bounce around. Look at your trend over three or four weeks before drawing conclusions. Other signs of progress count too: looser clothes, more energy, better sleep and improved blood pressure or blood sugar readings.</p>
<h2>A quick check-up</h2>
<ol>
<li><strong>Look at your journal.</strong> Have portions slowly grown? Have a few extras crept back in, such as a splash of cream or a nightly handful of nuts?</li>
<li><strong>Check your servings.</strong> Measure a few foods again for a week to recalibrate your eye.</li>
<li><strong>Review your fluids.</strong> Are you still meeting your hydration goal?</li>
<li><strong>Look at your activity.</strong> Has your daily step count dropped as the weather or your schedule changed?</li>
<li><strong>Consider sleep and stress.</strong> Both affect hunger, cravings and how much water your body holds.</li>
</ol>
<h2>What not to do</h2>
<p>Please do not respond by cutting your food drastically or skipping meals. That tends to increase hunger, leave you tired and make it harder to stick with the plan. Likewise, do not change any medication on your own.</p>
<h2>Talk to your care team</h2>
<p>Bring your journal and your questions to your next clinic visit. Your provider may adjust your servings, suggest changes to your activity or review your medication. Sometimes the most helpful step is simply to keep going. Many plateaus pass on their own when you stay consistent.</p>
<blockquote>A plateau is not the end of your progress. It is your body catching up with the changes you have already made.</blockquote>`,
  },
  {
    title: "Sleep and Weight: The Missing Piece",
    author: MARCUS,
    created: "2024-12-09",
    description_html: `<p>Short or poor sleep can make hunger louder and willpower quieter. Practical steps to help you sleep better, and when to ask for help.</p>`,
    body_html: `<p>We often think of weight loss as food plus exercise. Sleep is the third part of the picture, and it is easy to overlook. When you are short on sleep, everything else tends to feel harder.</p>
<h2>How sleep affects weight</h2>
<ul>
<li><strong>Hunger increases.</strong> After a poor night, many people feel hungrier and crave sugary or starchy foods. This is partly down to changes in the hormones that control appetite.</li>
<li><strong>Willpower drops.</strong> Tired brains are more likely to reach for whatever is quick and comforting.</li>
<li><strong>Energy falls.</strong> When you are exhausted, a walk or workout is the first thing to be dropped.</li>
<li><strong>Late nights mean more eating.</strong> Simply being awake longer gives more time for snacking.</li>
</ul>
<h2>How much is enough?</h2>
<p>Most adults do best with around seven to nine hours a night, though needs vary. A good sign is waking up feeling reasonably refreshed without relying on several coffees to get going.</p>
<h2>Steps toward better sleep</h2>
<ol>
<li><strong>Keep a regular schedule.</strong> Go to bed and get up at about the same time every day, including weekends.</li>
<li><strong>Wind down.</strong> Give yourself 30 to 60 minutes before bed without work emails or news. Read, stretch or take a warm shower.</li>
<li><strong>Dim the screens.</strong> Bright phones and tablets can keep your brain alert. Try charging your phone outside the bedroom.</li>
<li><strong>Watch caffeine.</strong> Caffeine can stay in your system for many hours. Try having your last coffee or tea before early afternoon.</li>
<li><strong>Be careful with alcohol.</strong> It may help you fall asleep, but it tends to disturb sleep later in the night.</li>
<li><strong>Time your fluids.</strong> Drink most of your water earlier in the day so you are not up several times during the night.</li>
<li><strong>Make the room work for you.</strong> Cool, dark and quiet is the aim.</li>
<li><strong>Get daylight and movement.</strong> Time outdoors in the morning and regular activity both help set your body clock.</li>
</ol>
<h2>When to talk to your provider</h2>
<p>Tell your care team if you snore loudly, wake up gasping, feel very sleepy during the day, or struggle with insomnia for weeks at a time. Sleep apnoea is more common in people carrying extra weight, and it is very treatable. Also mention any sleep problems that started after a change in medication.</p>
<blockquote>Protecting your sleep is not lazy. It is part of your plan, just like your food journal and your walks.</blockquote>`,
  },
  {
    title: "Stress Eating: Noticing the Pattern and Breaking It",
    author: LEAH,
    created: "2025-01-20",
    description_html: `<p>Eating to cope with stress is common and human. Learn to tell emotional hunger from physical hunger, and build a toolkit of other ways to cope.</p>`,
    body_html: `<p>If you have ever found yourself in the kitchen after a hard day, eating something you did not really want, you are in good company. Food is comforting, quick and always there. Stress eating is not a character flaw. It is a habit, and habits can change.</p>
<h2>Physical hunger or emotional hunger?</h2>
<p>It helps to learn the difference.</p>
<ul>
<li><strong>Physical hunger</strong> builds gradually, can be satisfied by many different foods and fades once you have eaten.</li>
<li><strong>Emotional hunger</strong> often arrives suddenly, craves something specific and may leave you feeling guilty rather than satisfied.</li>
</ul>
<h2>Find your pattern</h2>
<p>Your food journal can help. For a week or two, add a few words about how you felt before eating, such as <em>stressed</em>, <em>bored</em>, <em>lonely</em> or <em>tired</em>. Many people discover that their stress eating happens at predictable times, like after a difficult phone call or late in the evening.</p>
<h2>The pause</h2>
<p>When the urge hits, try this short routine before you eat:</p>
<ol>
<li><strong>Stop</strong> and take three slow breaths.</li>
<li><strong>Name</strong> what you are feeling, even silently: "I'm frustrated," or "I'm exhausted."</li>
<li><strong>Ask</strong> yourself what you actually need right now. Is it food, rest, comfort, a break or someone to talk to?</li>
<li><strong>Wait</strong> ten minutes. Have a glass of water and do something else. If you still want to eat, you can, and it will be a choice rather than autopilot.</li>
</ol>
<h2>Build a coping toolkit</h2>
<p>Write down a few non-food options that work for you, and keep the list somewhere you will see it:</p>
<ul>
<li>A short walk, even just around the block</li>
<li>Calling or texting a friend</li>
<li>Stretching, a shower or a cup of herbal tea</li>
<li>Music, a podcast or a few pages of a book</li>
<li>Writing down what is bothering you</li>
</ul>
<h2>Make the easy choice the better choice</h2>
<p>Keep trigger foods out of easy reach, and keep plan-friendly snacks, such as chopped vegetables, in clear view. It is far easier to make good decisions when you are calm than when you are under pressure.</p>
<blockquote>If you do stress eat, be kind to yourself. Log it, notice what led to it, and move on. Guilt tends to fuel the next round.</blockquote>
<p>If stress, low mood or anxiety feel hard to manage, or if eating often feels out of control, please talk to your provider. Support is available, and asking for it is a sign of strength.</p>`,
  },
  {
    title: "Meal Prep on a Budget",
    author: DANA,
    created: "2025-03-03",
    description_html: `<p>An hour or two of planning and cooking each week can save money, reduce stress and make it much easier to stick to your servings.</p>`,
    body_html: `<p>Healthy eating does not have to be expensive or complicated. A little planning at the start of the week means fewer last-minute takeout meals, less food thrown away and meals that already match your plan.</p>
<h2>Step 1: Plan before you shop</h2>
<ul>
<li>Check what you already have in the fridge, freezer and cupboards.</li>
<li>Choose three or four simple dinners for the week, and plan to make extra for lunches.</li>
<li>Write a shopping list organised by section of the store, and stick to it.</li>
<li>Try not to shop hungry. Everything looks like a good idea on an empty stomach.</li>
</ul>
<h2>Step 2: Shop smart</h2>
<ul>
<li><strong>Buy protein in bulk</strong> when it is on sale, and freeze it in portions. Chicken thighs, eggs, canned fish, frozen fish and dried lentils are all good value.</li>
<li><strong>Use frozen vegetables and fruit.</strong> They are nutritious, cheap and do not spoil.</li>
<li><strong>Choose seasonal produce,</strong> which is usually cheaper and tastier.</li>
<li><strong>Try store brands.</strong> The basics, such as oats, canned tomatoes and beans, are often just as good.</li>
<li><strong>Skip most "diet" products.</strong> Plain, whole foods are usually better value.</li>
</ul>
<h2>Step 3: Batch cook</h2>
<p>Set aside an hour or two, perhaps on a Sunday afternoon. You do not need to cook every meal in advance. Preparing a few building blocks is enough:</p>
<ol>
<li>Cook a tray of chicken or a pan of lean ground meat.</li>
<li>Roast a big tray of mixed vegetables.</li>
<li>Boil half a dozen eggs.</li>
<li>Wash and chop salad vegetables and raw snacks.</li>
<li>Make a large pot of vegetable soup or chili to portion and freeze.</li>
</ol>
<h2>Step 4: Portion it out</h2>
<p>This is where meal prep really helps your plan. Divide food into containers by serving, using your clinic's serving guide. When lunch is already portioned, logging it in your journal takes seconds, and there is no guesswork.</p>
<h3>Keep it interesting</h3>
<p>Eating the same thing every day gets boring fast. Use the same basic ingredients in different ways. Roast chicken can go into a salad on Monday, a stir-fry on Tuesday and a wrap on Wednesday. Herbs, spices, lemon and vinegar add lots of flavour without adding many servings.</p>
<h2>Food safety</h2>
<p>Cool cooked food quickly and refrigerate it within a couple of hours. Most cooked meals keep for about three to four days in the fridge. Freeze anything you will not eat by then.</p>
<blockquote>Meal prep is not about perfection. Even preparing two or three lunches ahead can make a busy week much easier.</blockquote>`,
  },
  {
    title: "Building a Walking Habit That Lasts",
    author: PRIYA,
    created: "2025-04-14",
    description_html: `<p>Walking is free, flexible and easy on the joints. Here is how to start where you are, set weekly goals you can actually meet, and keep going.</p>`,
    body_html: `<p>Walking is one of the simplest ways to get more active. You do not need a gym, special equipment or much time. It is gentle on the joints, good for your heart and mood, and it supports your weight loss by helping you stay active every day.</p>
<h2>Start where you are</h2>
<p>If you have not been active for a while, begin with what feels comfortable, even if that is only five or ten minutes. Small amounts count. The goal in the first few weeks is to build the habit, not to push hard.</p>
<h2>Set a weekly goal</h2>
<p>Your weekly fitness goal in the portal is a great place to start. Choose something specific and realistic, for example:</p>
<ul>
<li>Walk for 10 minutes after dinner on five days this week.</li>
<li>Take a 20-minute walk on Saturday and Sunday.</li>
<li>Add 500 steps to your usual daily average.</li>
</ul>
<p>When you meet your goal for two weeks in a row, increase it a little. Add a few minutes to each walk, or add one more walk a week. Over time, many people work up to around 150 minutes of moderate activity a week, but build up gradually and follow your provider's advice.</p>
<h2>Make it part of your day</h2>
<ol>
<li><strong>Pick a regular time.</strong> After a meal, before work or at lunch are popular choices.</li>
<li><strong>Link it to something.</strong> Walk the dog, walk to a nearby store or walk while you take a phone call.</li>
<li><strong>Break it up.</strong> Three 10-minute walks count just as much as one 30-minute walk.</li>
<li><strong>Find company.</strong> A walking partner makes the time fly and makes it harder to skip.</li>
<li><strong>Have a bad-weather plan.</strong> Walk laps of an indoor mall, march in place during TV ad breaks or use stairs.</li>
</ol>
<h2>Walking comfortably</h2>
<ul>
<li>Wear supportive, comfortable shoes.</li>
<li>Aim for a pace where you can talk but not sing.</li>
<li>Bring water, especially in warm weather, and count it towards your fluid goal.</li>
<li>Start and finish with a few minutes of slower walking.</li>
</ul>
<h2>Listen to your body</h2>
<p>Some muscle tiredness is normal when you start. Stop and seek medical help if you feel chest pain or pressure, severe breathlessness, dizziness or faintness. If you have a heart condition, joint problems or diabetes, check with your provider about the right level of activity before you increase it.</p>
<blockquote>The best walk is the one you actually take. Short and regular beats long and occasional.</blockquote>`,
  },
  {
    title: "Strength Training Basics for Beginners",
    author: PRIYA,
    created: "2025-05-27",
    description_html: `<p>You do not need a gym to get stronger. Five simple moves, a beginner routine and tips to help you train safely at home.</p>`,
    body_html: `<p>Strength training means working your muscles against some kind of resistance. That could be your own body weight, a resistance band or a pair of dumbbells. It is a valuable part of any weight-loss plan, because it helps you keep muscle while you lose fat. Stronger muscles also make everyday tasks easier, from carrying groceries to climbing stairs.</p>
<h2>Five moves to start with</h2>
<ol>
<li><strong>Sit-to-stand:</strong> Sit on a sturdy chair, then stand up without using your hands if you can. Sit back down slowly. This builds leg strength.</li>
<li><strong>Wall push-up:</strong> Stand an arm's length from a wall, place your hands on it at shoulder height and bend your elbows to bring your chest towards the wall. Push back.</li>
<li><strong>Step-up:</strong> Step up onto the bottom stair, then step down. Hold the handrail for balance.</li>
<li><strong>Band or bottle row:</strong> Hold a band or a filled water bottle in each hand. Bend forward slightly with a straight back and pull your elbows back, squeezing your shoulder blades.</li>
<li><strong>Glute bridge:</strong> Lie on your back with knees bent and feet flat. Squeeze your bottom and lift your hips, then lower slowly.</li>
</ol>
<h2>A simple routine</h2>
<ul>
<li>Do each move 8 to 12 times. That is one set.</li>
<li>Rest for a minute, then repeat. Start with one or two sets and build up to three.</li>
<li>Train two or three times a week, with a rest day in between.</li>
</ul>
<h2>Tips for good form</h2>
<ul>
<li><strong>Move slowly and with control.</strong> Quality matters more than speed.</li>
<li><strong>Breathe.</strong> Breathe out as you push or lift, and in as you return. Do not hold your breath.</li>
<li><strong>Choose the right effort.</strong> The last two or three repetitions should feel challenging but doable with good form.</li>
<li><strong>Progress gradually.</strong> When 12 repetitions feel easy, add a set, slow the movement down or use a little more resistance.</li>
</ul>
<h2>What to expect</h2>
<p>It is normal to feel some muscle soreness a day or two after a new exercise. It usually fades as your body adapts. Sharp pain, joint pain or pain that gets worse is a signal to stop.</p>
<p>Strength training can also cause the scale to move more slowly for a short while, as muscles hold a little extra water while they recover. Your clothes and your strength will tell you the real story.</p>
<blockquote>Add your strength sessions to your weekly fitness goal. Two short sessions a week is a great start.</blockquote>
<p>If you have high blood pressure, heart disease, joint problems or a recent injury, talk to your provider before you start.</p>`,
  },
  {
    title: "Tracking Your Weight the Right Way",
    author: HELEN,
    created: "2025-07-07",
    description_html: `<p>Same time, same scale, same conditions. How to weigh yourself so the numbers are useful, and how to read the trend rather than the day.</p>`,
    body_html: `<p>The scale is a useful tool, but only if you use it consistently. Your weight naturally goes up and down from day to day, sometimes by a surprising amount. A few simple habits make your numbers more reliable and a lot less stressful.</p>
<h2>The golden rules</h2>
<ol>
<li><strong>Same time.</strong> Weigh yourself first thing in the morning, after using the bathroom and before eating or drinking.</li>
<li><strong>Same scale.</strong> Different scales can give different readings. Use one scale and stick with it.</li>
<li><strong>Same place.</strong> Keep the scale on a hard, flat floor. Carpet and uneven tiles can throw off the reading.</li>
<li><strong>Same clothing.</strong> Wear little or nothing, or the same light clothing each time.</li>
<li><strong>Log it straight away,</strong> so you do not have to remember the number later.</li>
</ol>
<h2>Why your weight goes up and down</h2>
<p>Day-to-day changes are mostly water, not fat. Common reasons include:</p>
<ul>
<li>A salty meal or a restaurant dinner the night before</li>
<li>A hard workout, which can make muscles hold extra water while they recover</li>
<li>Hormone changes, including the menstrual cycle</li>
<li>Constipation, poor sleep or stress</li>
<li>How much you drank the day before</li>
</ul>
<h2>Watch the trend, not the day</h2>
<p>A single weigh-in tells you very little. The pattern over several weeks is what counts. Looking at your weight chart in the portal, or comparing your weekly averages, gives a much clearer picture than any single morning.</p>
<h3>How often should I weigh?</h3>
<p>Follow your clinic's advice. Some people like daily weigh-ins because the ups and downs even out and feel less dramatic. Others prefer once or twice a week. Either way works, as long as you are consistent and the numbers do not ruin your day.</p>
<h2>Clinic weigh-ins</h2>
<p>Your clinic's scale may not match your home scale exactly, and clinic visits often happen later in the day, in clothes and after meals. That is fine. Compare clinic readings with other clinic readings, and home readings with other home readings.</p>
<h2>More than a number</h2>
<p>Progress also shows up in how your clothes fit, your energy, your sleep, your walking pace, and your blood pressure or blood sugar. Keep an eye on all of them.</p>
<blockquote>The number on the scale is information, not a judgement. It tells you nothing about your worth or your effort.</blockquote>
<p>If weighing yourself causes a lot of anxiety, tell your care team. They can help you find a tracking approach that works for you.</p>`,
  },
  {
    title: "Mindful Eating: Slowing Down to Enjoy Your Food",
    author: LEAH,
    created: "2025-08-18",
    description_html: `<p>Eating with attention can help you notice fullness, enjoy your meals more and cut down on grazing. Simple ways to start at your next meal.</p>`,
    body_html: `<p>How often do you eat in front of a screen, at your desk or standing at the kitchen counter? Most of us do it regularly. When we eat on autopilot, it is easy to miss the signals that tell us we have had enough, and we often enjoy the food less too.</p>
<p>Mindful eating simply means paying attention while you eat. It is not a diet and there are no rules to fail. It is a skill that gets easier with practice.</p>
<h2>Why it helps</h2>
<ul>
<li>Your body takes time to register that you are full. Eating more slowly gives those signals a chance to catch up.</li>
<li>You notice tastes and textures, so smaller portions can feel more satisfying.</li>
<li>You become more aware of why you are eating, whether from hunger, habit, boredom or emotion.</li>
</ul>
<h2>Simple ways to start</h2>
<ol>
<li><strong>Sit down to eat.</strong> Use a plate and sit at a table, even for snacks.</li>
<li><strong>Turn off screens.</strong> Try at least one meal a day without your phone, TV or computer.</li>
<li><strong>Check in first.</strong> Before eating, ask yourself how hungry you are on a scale of 1 to 10.</li>
<li><strong>Slow down.</strong> Put your fork down between bites. Chew well. Aim for a meal to last about 20 minutes.</li>
<li><strong>Use your senses.</strong> Notice the colours, smells, flavours and textures of your food.</li>
<li><strong>Pause halfway.</strong> Stop for a moment in the middle of the meal and check how full you feel.</li>
<li><strong>Stop at comfortable.</strong> Aim to finish feeling satisfied, not stuffed.</li>
</ol>
<h2>The hunger scale</h2>
<p>Try rating your hunger before and after meals:</p>
<ul>
<li><strong>1 to 3:</strong> very hungry, shaky or irritable</li>
<li><strong>4 to 6:</strong> gently hungry to comfortably satisfied</li>
<li><strong>7 to 10:</strong> full, uncomfortably full or stuffed</li>
</ul>
<p>Aim to start eating around 3 or 4 and stop around 6. Jot these numbers in your food journal for a week. You might spot a pattern, such as waiting too long between meals, then eating quickly because you are ravenous.</p>
<h2>Be patient with yourself</h2>
<p>Old habits do not change overnight. Start with one mindful meal a day, or even one mindful snack. Some days will go better than others, and that is fine.</p>
<blockquote>Mindful eating works alongside your plan, not instead of it. Keep following your servings, and let mindfulness help you enjoy them.</blockquote>`,
  },
  {
    title: "Holidays and Celebrations Without the Guilt",
    author: LEAH,
    created: "2025-11-10",
    description_html: `<p>Festive meals, birthdays and parties are meant to be enjoyed. A practical game plan for staying on track while still taking part.</p>`,
    body_html: `<p>Holidays and celebrations bring people together, and food is usually at the centre. It is normal to feel a bit anxious about them while you are working on your weight. The aim is not to avoid special occasions or to be perfect. It is to enjoy them in a way you feel good about afterwards.</p>
<h2>Before the event</h2>
<ul>
<li><strong>Eat your usual meals.</strong> Skipping breakfast and lunch to "save up" often leads to overeating later. Have a protein-rich meal earlier in the day.</li>
<li><strong>Decide what matters most.</strong> Which foods are truly special to you? Plan to enjoy those, and skip the ones you can have any time.</li>
<li><strong>Offer to bring a dish.</strong> A big vegetable platter or a salad means there will be at least one option you know fits your plan.</li>
<li><strong>Stay hydrated.</strong> Keep up with your fluids during the day, especially if the celebration will be long.</li>
</ul>
<h2>At the table</h2>
<ol>
<li>Fill your plate first with vegetables and protein, then add small portions of your favourite extras.</li>
<li>Use a smaller plate if one is available.</li>
<li>Move away from the buffet or snack table once you have served yourself. Conversation is easier without food in arm's reach.</li>
<li>Eat slowly and enjoy it. Savour your special foods instead of eating them quickly out of guilt.</li>
<li>Alternate any drinks with water, and follow your clinic's advice about alcohol.</li>
</ol>
<h2>Handling food pushers</h2>
<p>Friends and family usually mean well when they offer second helpings. A polite, friendly answer is all you need:</p>
<ul>
<li>"No thank you, I'm really full, but it was delicious."</li>
<li>"I'll take a little piece to enjoy later."</li>
<li>"I'm following a plan with my clinic and it's going really well."</li>
</ul>
<h2>Keep some routines going</h2>
<p>Keep logging, even if it is just a quick note or photo. Keep moving, too. A family walk after a big meal is a lovely tradition to start.</p>
<h2>The day after</h2>
<p>If you ate more than you planned, that is okay. Do not skip meals or try to make up for it with extreme exercise. Simply go back to your usual plan at your next meal. The scale may be up a little for a few days, mostly from extra salt and water. It usually settles once you are back to your routine.</p>
<blockquote>One meal, or even one festive week, does not define your progress. What you do most of the time is what counts.</blockquote>
<p>If the holidays are a difficult or lonely time for you, please let your care team know. You do not have to manage it on your own.</p>`,
  },
  {
    title: "Getting Your Family and Friends on Board",
    author: HELEN,
    created: "2026-01-12",
    description_html: `<p>The people around you can make your plan easier or harder. How to ask for the support you need, and what to do when others are not on the same page.</p>`,
    body_html: `<p>Changing how you eat and move affects the people you live and spend time with. Their support can make a big difference. The good news is that most friends and family want to help. They just may not know how.</p>
<h2>Tell them what you need</h2>
<p>People are not mind readers. Be specific about what would help you. For example:</p>
<ul>
<li>"Could we keep the cookies in a cupboard rather than on the counter?"</li>
<li>"Would you come for a walk with me after dinner?"</li>
<li>"Please don't comment on what is on my plate. It helps me more if we talk about other things."</li>
<li>"It would really help if you asked how my week went after my clinic visit."</li>
</ul>
<h2>Meals at home</h2>
<p>You do not need to cook separate meals for yourself and everyone else. Most meals on your plan are simply good food that the whole family can enjoy.</p>
<ol>
<li>Build meals around a protein and plenty of vegetables.</li>
<li>Serve starches such as rice, pasta or potatoes on the side, so others can have more if they need it.</li>
<li>Put sauces and dressings on the table rather than mixing them in.</li>
<li>Involve others in planning and cooking. Children are often more willing to try a vegetable they helped prepare.</li>
</ol>
<h2>When support is missing</h2>
<p>Sometimes people are unhelpful, even if they do not mean to be. They may tease, tempt you with treats, or worry that your changes mean they need to change too. A few ideas:</p>
<ul>
<li>Stay calm and keep your message simple and positive.</li>
<li>Remember that their reaction is often about their own feelings, not about you.</li>
<li>Set a clear boundary if needed: "I know you mean well, but I've decided not to have any tonight."</li>
<li>Look for support elsewhere, such as a friend, a colleague on a similar journey or your care team.</li>
</ul>
<h2>Share your wins</h2>
<p>Let the people close to you share in your progress, and not only the numbers on the scale. More energy, a longer walk or a new recipe the whole family likes are all worth celebrating together.</p>
<blockquote>You do not have to do this alone. The right support makes healthy habits easier for everyone in the household.</blockquote>
<p>If a family member would like to understand more about your programme, they may be welcome to join you at a clinic visit. Ask your clinic about their policy.</p>`,
  },
  {
    title: "Fibre: The Quiet Helper in Your Plan",
    author: MARCUS,
    created: "2026-03-02",
    description_html: `<p>Fibre helps you feel full, keeps digestion regular and supports heart health. Where to find it, and how to add more without discomfort.</p>`,
    body_html: `<p>Fibre does not get as much attention as protein, but it plays an important role in a weight-loss plan. It is the part of plant foods that your body cannot fully digest, and that is exactly what makes it useful.</p>
<h2>What fibre does for you</h2>
<ul>
<li><strong>Helps you feel full.</strong> Fibre-rich foods take longer to eat and digest, so they tend to keep hunger at bay.</li>
<li><strong>Keeps you regular.</strong> Constipation is common when you change how you eat. Fibre and fluids together are your first line of defence.</li>
<li><strong>Supports steady energy.</strong> Fibre slows down how quickly sugar from food enters your blood.</li>
<li><strong>Supports heart and gut health.</strong> Diets rich in fibre are linked with better long-term health.</li>
</ul>
<h2>Where to find it</h2>
<p>Many of the best sources are already in your plan:</p>
<ul>
<li><strong>Vegetables:</strong> broccoli, Brussels sprouts, green beans, cabbage, carrots and leafy greens</li>
<li><strong>Fruit:</strong> berries, apples and pears with the skin on, and oranges</li>
<li><strong>Beans and lentils:</strong> which also add protein</li>
<li><strong>Whole grains:</strong> oats, brown rice, whole-grain bread and whole-wheat pasta</li>
<li><strong>Nuts and seeds:</strong> such as chia seeds and ground flaxseed, which count towards your fat servings</li>
</ul>
<h2>Easy ways to add more</h2>
<ol>
<li>Choose whole fruit instead of juice.</li>
<li>Swap white bread, rice and pasta for whole-grain versions when you have a starch serving.</li>
<li>Add a handful of beans or lentils to soups, stews and salads.</li>
<li>Include a vegetable with every lunch and dinner.</li>
<li>Compare nutrition labels and pick the product with more fibre.</li>
</ol>
<h2>Go slowly and drink up</h2>
<p>Adding a lot of fibre all at once can cause gas, bloating and stomach cramps. Increase it gradually over a couple of weeks so your gut can adjust. Fibre also needs water to do its job, so keep meeting your daily fluid goal.</p>
<h2>What about fibre supplements?</h2>
<p>Food is the best place to start. Some people do benefit from a fibre supplement, especially if constipation is a problem. Please check with your provider first, as some supplements can affect how certain medicines are absorbed and may need to be taken at a different time of day.</p>
<blockquote>Think of fibre as the friend who helps the rest of your plan work a little better.</blockquote>
<p>If you have a bowel condition such as IBS or Crohn's disease, or ongoing changes in your bowel habits, talk to your provider before changing your fibre intake.</p>`,
  },
  {
    title: "Alcohol and Weight Loss: What You Should Know",
    author: MARCUS,
    created: "2026-05-18",
    description_html: `<p>How alcohol affects your appetite, sleep and progress, why it matters during the acute phase, and practical tips if you choose to drink.</p>`,
    body_html: `<p>Many patients ask whether they can drink alcohol while on the programme. The honest answer is that it depends on your health, your medication and the stage of your plan. This article explains why, so you can make informed choices with your care team.</p>
<h2>How alcohol affects weight loss</h2>
<ul>
<li><strong>It adds energy with little nutrition.</strong> Alcohol is surprisingly high in calories, and mixers, cocktails and beer can add sugar and starch too.</li>
<li><strong>It lowers your guard.</strong> A drink or two can make it harder to stick to your plan, and salty or fried snacks suddenly seem very appealing.</li>
<li><strong>It can disturb sleep.</strong> Alcohol may help you nod off, but it often leads to lighter, broken sleep later in the night.</li>
<li><strong>It can affect hydration.</strong> Alcohol makes you pass more urine, which matters when you are working hard to stay hydrated.</li>
</ul>
<h2>During the acute phase</h2>
<p>Many clinics advise avoiding alcohol completely in the early, more structured phase. Eating less and losing fluid can mean alcohol affects you more strongly than you expect. Please follow your clinic's specific guidance.</p>
<h2>Medication and health conditions</h2>
<p>Alcohol can interact with many medicines, including some used for weight loss, diabetes, blood pressure, sleep and mood. If you have diabetes, alcohol can also affect your blood sugar levels. Always ask your provider whether alcohol is safe for you and, if so, how much.</p>
<h2>If you choose to drink</h2>
<p>Once your care team says it is okay, these tips can help:</p>
<ol>
<li><strong>Decide in advance.</strong> Set a limit before you start, such as one drink, and stick to it.</li>
<li><strong>Eat first.</strong> Never drink on an empty stomach. Have a meal with protein beforehand.</li>
<li><strong>Alternate with water.</strong> Have a glass of water between each drink.</li>
<li><strong>Choose simpler drinks.</strong> A spirit with soda water and lime, or a small glass of wine, is usually lighter than cocktails, creamy liqueurs or sweet mixers.</li>
<li><strong>Log it.</strong> Record alcohol in your food journal, in the misc group or as your plan directs.</li>
</ol>
<h2>Enjoying alcohol-free options</h2>
<p>Sparkling water with fruit, alcohol-free beer, or a tonic with ice and lemon can help you feel part of the occasion. Many people find they enjoy social events just as much, and feel much better the next morning.</p>
<blockquote>Choosing not to drink is a perfectly good answer. You never have to explain it.</blockquote>
<p>If you are worried about how much you drink, or find it hard to cut down, please talk to your provider in confidence. Support is available.</p>`,
  },
  {
    title: "Life After Your Goal: Keeping the Weight Off",
    author: LEAH,
    created: "2026-09-14",
    description_html: `<p>Reaching your goal weight is a huge achievement. Maintenance is a new phase with its own skills. Here is how to protect your progress for the long term.</p>`,
    body_html: `<p>Congratulations on reaching your goal, or getting close to it! This is a real achievement and worth celebrating. It is also the start of a new phase. Maintenance uses many of the skills you have already learned, with a few adjustments.</p>
<h2>What changes in maintenance</h2>
<p>Your care team will gradually adjust your servings so that you are eating enough to hold your weight steady rather than lose it. This often means adding a little more of some food groups over several weeks, while watching how your weight responds. Please make these changes with your clinic rather than on your own, especially if you take medication that may need reviewing.</p>
<h2>Habits that help people stay on track</h2>
<ul>
<li><strong>Keep weighing regularly.</strong> Many people who keep weight off weigh themselves at least once a week. It helps you spot small changes early.</li>
<li><strong>Stay active.</strong> Regular activity is one of the strongest supports for maintenance. Keep setting weekly fitness goals.</li>
<li><strong>Keep protein and vegetables at the centre of meals.</strong> These habits remain just as valuable now.</li>
<li><strong>Log when you need to.</strong> You may not journal every day, but returning to it for a week or two is a great reset.</li>
<li><strong>Keep your clinic visits.</strong> Check-ins continue to provide support and accountability.</li>
</ul>
<h2>Set your comfort range</h2>
<p>Your weight will naturally move up and down a little. Agree on a small range with your care team. If your weight rises above the top of that range, treat it as a signal to act, not as a failure.</p>
<h3>Your action plan</h3>
<ol>
<li>Go back to journaling every day for two weeks.</li>
<li>Measure portions again to check they have not crept up.</li>
<li>Review your fluids, sleep and activity.</li>
<li>Book a visit with your clinic if things do not settle.</li>
</ol>
<h2>The mindset shift</h2>
<p>During weight loss, there is a clear finish line. Maintenance does not have one, and that can feel strange. It helps to think of your new habits as simply the way you live now, rather than a diet you are coming off. Find activities you enjoy, meals you love cooking and people who support you.</p>
<blockquote>Maintenance is not about being perfect forever. It is about noticing early and getting back on track quickly.</blockquote>
<p>Some people find this phase harder emotionally than they expected. If you feel anxious about regaining weight or unsure of who you are without a goal to chase, please tell your care team. That support is part of the programme too.</p>`,
  },
];
