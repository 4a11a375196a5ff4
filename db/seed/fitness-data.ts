import type { ActivityType } from "../../app/fitness/codes";

/**
 * The fitness demo data. Exercises are activities of the 2011 Compendium of Physical Activities
 * (Ainsworth BE et al., Med Sci Sports Exerc 2011;43(8):1575-81): `code`, `met` and `compendium`
 * are the Compendium's own, copied from ../shared/data/compendium-2011/activities.csv (checked by
 * fitness-data.test.ts when that folder is there). Names, descriptions, instructions, plans and the
 * demo patients' activity are ours.
 */

export type ExerciseCategory =
  | "Walking"
  | "Running"
  | "Cycling"
  | "Swimming & water"
  | "Conditioning"
  | "Strength"
  | "Stretching & yoga"
  | "Dancing"
  | "Sports"
  | "Home activities"
  | "Lawn & garden"
  | "Winter activities";

export interface ExerciseSeed {
  code: string;
  met: number;
  compendium: string;
  name: string;
  category: ExerciseCategory;
  type: ActivityType;
  /** Our one-sentence description. */
  about: string;
  featured?: boolean;
  /** Has a how-to video. */
  video?: boolean;
}

/** Fitness home's Potential Burn shows exercise 1078 (spec part 3 §9): the brisk walk. */
export const BRISK_WALK = { code: "17200", id: 1078 } as const;
/** The other exercises are numbered from here, in this order (1078 skipped). */
export const FIRST_EXERCISE_ID = 1001;

export const EXERCISES: ExerciseSeed[] = [
  { code: "17151", met: 2, compendium: "walking, less than 2.0 mph, level, strolling, very slow", name: "Strolling", category: "Walking", type: "Cardio", about: "An easy, very slow walk on level ground: the gentlest place to start moving again." },
  { code: "17152", met: 2.8, compendium: "walking, 2.0 mph, level, slow pace, firm surface", name: "Slow walk", category: "Walking", type: "Cardio", about: "A relaxed walk at about 2 mph on a firm, level surface." },
  { code: "17160", met: 3.5, compendium: "walking for pleasure (Taylor Code 010)", name: "Walking for pleasure", category: "Walking", type: "Cardio", about: "An unhurried walk around the neighbourhood, a park or a mall, for the joy of being out.", video: true },
  { code: "17165", met: 3, compendium: "walking the dog", name: "Walking the dog", category: "Walking", type: "Cardio", about: "Your dog sets the pace and gets you out of the door every day." },
  { code: "17170", met: 3, compendium: "walking, 2.5 mph, level, firm surface", name: "Easy walk, 2.5 mph", category: "Walking", type: "Cardio", about: "A comfortable walk on level ground where you can easily hold a conversation." },
  { code: "17190", met: 3.5, compendium: "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface", name: "Moderate walk, 3 mph", category: "Walking", type: "Cardio", about: "A purposeful walk at a steady pace, slightly out of breath but still able to talk.", featured: true },
  { code: "17200", met: 4.3, compendium: "walking, 3.5 mph, level, brisk, firm surface, walking for exercise", name: "Brisk walk", category: "Walking", type: "Cardio", about: "Walking for exercise at about 3.5 mph on a level, firm surface: the backbone of most of our plans.", featured: true, video: true },
  { code: "17220", met: 5, compendium: "walking, 4.0 mph, level, firm surface, very brisk pace", name: "Very brisk walk, 4 mph", category: "Walking", type: "Cardio", about: "A fast walk with a strong arm swing; talking takes some effort.", video: true },
  { code: "17230", met: 7, compendium: "walking, 4.5 mph, level, firm surface, very, very brisk", name: "Power walk, 4.5 mph", category: "Walking", type: "Cardio", about: "A very fast walk, close to the pace where most people start to jog." },
  { code: "17210", met: 5.3, compendium: "walking, 2.9 to 3.5 mph, uphill, 1 to 5% grade", name: "Uphill walk, gentle grade", category: "Walking", type: "Cardio", about: "Walking up a gentle slope of 1 to 5 percent, outdoors or on a treadmill." },
  { code: "17211", met: 8, compendium: "walking, 2.9 to 3.5 mph, uphill, 6% to 15% grade", name: "Uphill walk, steep grade", category: "Walking", type: "Cardio", about: "Walking up a steeper slope of 6 to 15 percent: a big effort without any running." },
  { code: "17082", met: 5.3, compendium: "hiking or walking at a normal pace through fields and hillsides", name: "Hiking", category: "Walking", type: "Cardio", about: "Walking at a normal pace through fields, trails and hillsides.", featured: true, video: true },
  { code: "17012", met: 7.8, compendium: "backpacking, hiking or organized walking with a daypack", name: "Hiking with a daypack", category: "Walking", type: "Cardio", about: "A longer hike or organised walk carrying a light daypack." },
  { code: "17302", met: 4.8, compendium: "walking, for exercise, 3.5 to 4 mph, with ski poles, Nordic walking, level, moderate pace", name: "Nordic walking", category: "Walking", type: "Cardio", about: "Walking with poles at 3.5 to 4 mph: the poles bring the arms and upper body into the work.", video: true },
  { code: "17133", met: 4, compendium: "stair climbing, slow pace", name: "Stair climbing, slow", category: "Walking", type: "Cardio", about: "Climbing stairs at a slow, steady pace, using the handrail as needed." },
  { code: "17134", met: 8.8, compendium: "stair climbing, fast pace", name: "Stair climbing, fast", category: "Walking", type: "Cardio", about: "Climbing stairs briskly: short bouts raise the heart rate quickly." },
  { code: "17100", met: 4, compendium: "pushing or pulling stroller with child or walking with children, 2.5 to 3.1 mph", name: "Walking with a stroller", category: "Walking", type: "Cardio", about: "Pushing a stroller or walking with children at 2.5 to 3 mph." },
  { code: "17262", met: 4.5, compendium: "walking, normal pace, plowed field or sand", name: "Walking on sand", category: "Walking", type: "Cardio", about: "Walking at a normal pace on sand or soft ground, which takes more effort than pavement." },
  { code: "17110", met: 6.5, compendium: "race walking", name: "Race walking", category: "Walking", type: "Cardio", about: "The technical, fast walking style of the athletics track." },
  { code: "12010", met: 6, compendium: "jog/walk combination (jogging component of less than 10 minutes) (Taylor Code 180)", name: "Walk-jog intervals", category: "Running", type: "Cardio", about: "Walking with short bouts of jogging of less than ten minutes each: the usual first step into running.", featured: true, video: true },
  { code: "12020", met: 7, compendium: "jogging, general", name: "Jogging", category: "Running", type: "Cardio", about: "An easy, comfortable run at a pace you could keep up for a while.", video: true },
  { code: "12025", met: 8, compendium: "jogging, in place", name: "Jogging in place", category: "Running", type: "Cardio", about: "Jogging on the spot at home, good for short bursts between other exercises." },
  { code: "12027", met: 4.5, compendium: "jogging, on a mini-tramp", name: "Mini-trampoline jogging", category: "Running", type: "Cardio", about: "Jogging on a small rebounder, gentler on the joints than the road." },
  { code: "12029", met: 6, compendium: "running, 4 mph (15 min/mile)", name: "Running, 4 mph", category: "Running", type: "Cardio", about: "A slow run at a 15-minute mile." },
  { code: "12030", met: 8.3, compendium: "running, 5 mph (12 min/mile)", name: "Running, 5 mph", category: "Running", type: "Cardio", about: "A steady run at a 12-minute mile." },
  { code: "12050", met: 9.8, compendium: "running, 6 mph (10 min/mile)", name: "Running, 6 mph", category: "Running", type: "Cardio", about: "A run at a 10-minute mile." },
  { code: "12070", met: 11, compendium: "running, 7 mph (8.5 min/mile)", name: "Running, 7 mph", category: "Running", type: "Cardio", about: "A fast run at about 8.5 minutes a mile." },
  { code: "12140", met: 9, compendium: "running, cross country", name: "Cross-country running", category: "Running", type: "Cardio", about: "Running off-road on grass and trails." },
  { code: "12170", met: 15, compendium: "running, stairs, up", name: "Running up stairs", category: "Running", type: "Cardio", about: "Running up flights of stairs: very hard, in short bursts." },
  { code: "01010", met: 4, compendium: "bicycling, <10 mph, leisure, to work or for pleasure (Taylor Code 115)", name: "Leisure cycling", category: "Cycling", type: "Cardio", about: "Riding a bike at under 10 mph, to work or for pleasure.", featured: true, video: true },
  { code: "01018", met: 3.5, compendium: "bicycling, leisure, 5.5 mph", name: "Easy bike ride, 5.5 mph", category: "Cycling", type: "Cardio", about: "A slow, relaxed ride on the flat." },
  { code: "01020", met: 6.8, compendium: "bicycling, 10-11.9 mph, leisure, slow, light effort", name: "Cycling, 10–12 mph", category: "Cycling", type: "Cardio", about: "Leisure cycling at a light effort." },
  { code: "01030", met: 8, compendium: "bicycling, 12-13.9 mph, leisure, moderate effort", name: "Cycling, 12–14 mph", category: "Cycling", type: "Cardio", about: "Cycling at a moderate effort: a good workout on a road or trail." },
  { code: "01040", met: 10, compendium: "bicycling, 14-15.9 mph, racing or leisure, fast, vigorous effort", name: "Cycling, 14–16 mph", category: "Cycling", type: "Cardio", about: "Fast cycling at a vigorous effort." },
  { code: "01009", met: 8.5, compendium: "bicycling, mountain, general", name: "Mountain biking", category: "Cycling", type: "Cardio", about: "Riding on trails and rough ground." },
  { code: "02011", met: 3.5, compendium: "bicycling, stationary, 30-50 watts, very light to light effort", name: "Stationary bike, very light", category: "Cycling", type: "Cardio", about: "An exercise bike at 30 to 50 watts: very light to light effort.", featured: true, video: true },
  { code: "02017", met: 4.8, compendium: "bicycling, stationary, 51-89 watts, light-to-moderate effort", name: "Stationary bike, light to moderate", category: "Cycling", type: "Cardio", about: "An exercise bike at 51 to 89 watts." },
  { code: "02012", met: 6.8, compendium: "bicycling, stationary, 90-100 watts, moderate to vigorous effort", name: "Stationary bike, moderate to vigorous", category: "Cycling", type: "Cardio", about: "An exercise bike at 90 to 100 watts." },
  { code: "02013", met: 8.8, compendium: "bicycling, stationary, 101-160 watts, vigorous effort", name: "Stationary bike, vigorous", category: "Cycling", type: "Cardio", about: "An exercise bike at 101 to 160 watts." },
  { code: "02010", met: 7, compendium: "bicycling, stationary, general", name: "Stationary bike, general", category: "Cycling", type: "Cardio", about: "Riding an exercise bike at your own steady pace." },
  { code: "02019", met: 8.5, compendium: "bicycling, stationary, RPM/Spin bike class", name: "Spin class", category: "Cycling", type: "Cardio", about: "An indoor cycling class on a spin bike, led by an instructor.", video: true },
  { code: "18367", met: 2.5, compendium: "water walking, light effort, slow pace", name: "Water walking, slow", category: "Swimming & water", type: "Cardio", about: "Walking slowly through waist- or chest-deep water.", featured: true, video: true },
  { code: "18368", met: 4.5, compendium: "water walking, moderate effort, moderate pace", name: "Water walking, moderate", category: "Swimming & water", type: "Cardio", about: "Walking through water at a moderate pace." },
  { code: "18369", met: 6.8, compendium: "water walking, vigorous effort, brisk pace", name: "Water walking, brisk", category: "Swimming & water", type: "Cardio", about: "Walking briskly through water, pushing against its resistance." },
  { code: "18355", met: 5.5, compendium: "water aerobics, water calisthenics", name: "Water aerobics", category: "Swimming & water", type: "Cardio", about: "An aerobics class in the pool: the water supports the joints and resists every move.", featured: true, video: true },
  { code: "18366", met: 9.8, compendium: "water jogging", name: "Water jogging", category: "Swimming & water", type: "Cardio", about: "Running in deep water, usually with a flotation belt." },
  { code: "18240", met: 5.8, compendium: "swimming laps, freestyle, front crawl, slow, light or moderate effort", name: "Swimming laps, slow freestyle", category: "Swimming & water", type: "Cardio", about: "Lap swimming in front crawl at a light or moderate effort.", video: true },
  { code: "18230", met: 9.8, compendium: "swimming laps, freestyle, fast, vigorous effort", name: "Swimming laps, fast freestyle", category: "Swimming & water", type: "Cardio", about: "Lap swimming in front crawl at a vigorous effort." },
  { code: "18255", met: 4.8, compendium: "swimming, backstroke, recreational", name: "Backstroke, recreational", category: "Swimming & water", type: "Cardio", about: "Swimming on your back at an easy pace." },
  { code: "18265", met: 5.3, compendium: "swimming, breaststroke, recreational", name: "Breaststroke, recreational", category: "Swimming & water", type: "Cardio", about: "Swimming breaststroke at an easy pace." },
  { code: "18310", met: 6, compendium: "swimming, leisurely, not lap swimming, general", name: "Leisure swimming", category: "Swimming & water", type: "Cardio", about: "Swimming for fun, not laps." },
  { code: "18320", met: 7, compendium: "swimming, sidestroke, general", name: "Sidestroke", category: "Swimming & water", type: "Cardio", about: "A gentle, efficient stroke on your side." },
  { code: "18350", met: 3.5, compendium: "swimming, treading water, moderate effort, general", name: "Treading water", category: "Swimming & water", type: "Cardio", about: "Staying afloat upright at a moderate effort." },
  { code: "18100", met: 5, compendium: "kayaking, moderate effort", name: "Kayaking", category: "Swimming & water", type: "Cardio", about: "Paddling a kayak at a moderate effort.", video: true },
  { code: "18070", met: 3.5, compendium: "canoeing, rowing, for pleasure, general (Taylor Code 250)", name: "Canoeing for pleasure", category: "Swimming & water", type: "Cardio", about: "Paddling a canoe or rowing boat at a leisurely pace." },
  { code: "18225", met: 6, compendium: "paddle boarding, standing", name: "Stand-up paddle boarding", category: "Swimming & water", type: "Cardio", about: "Paddling while standing on a board: the whole body works to balance." },
  { code: "18210", met: 5, compendium: "snorkeling (Taylor Code 310)", name: "Snorkeling", category: "Swimming & water", type: "Cardio", about: "Swimming at the surface with a mask and snorkel." },
  { code: "02048", met: 5, compendium: "Elliptical trainer, moderate effort", name: "Elliptical trainer", category: "Conditioning", type: "Cardio", about: "A low-impact cardio machine that moves like walking and cycling at once.", featured: true, video: true },
  { code: "02071", met: 4.8, compendium: "rowing, stationary, general, moderate effort", name: "Rowing machine, moderate", category: "Conditioning", type: "Cardio", about: "Rowing on an indoor rower at a moderate effort.", video: true },
  { code: "02070", met: 6, compendium: "rowing, stationary ergometer, general, vigorous effort", name: "Rowing machine, vigorous", category: "Conditioning", type: "Cardio", about: "Rowing on an indoor rower at a vigorous effort." },
  { code: "02065", met: 9, compendium: "stair-treadmill ergometer, general", name: "Stair climber machine", category: "Conditioning", type: "Cardio", about: "Climbing on a stair-stepper machine." },
  { code: "02080", met: 6.8, compendium: "ski machine, general", name: "Ski machine", category: "Conditioning", type: "Cardio", about: "A cross-country ski machine that works the arms and legs together." },
  { code: "02068", met: 11, compendium: "rope skipping, general", name: "Jumping rope", category: "Conditioning", type: "Cardio", about: "Skipping rope at a general pace: intense, so start with short rounds." },
  { code: "02035", met: 4.3, compendium: "circuit training, moderate effort", name: "Circuit training, moderate", category: "Conditioning", type: "Resistance", about: "Moving through strength and cardio stations with short rests.", video: true },
  { code: "02040", met: 8, compendium: "circuit training, including kettlebells, some aerobic movement with minimal rest, general, vigorous intensity", name: "Circuit training, vigorous", category: "Conditioning", type: "Resistance", about: "A fast circuit including kettlebells, with very little rest." },
  { code: "02008", met: 5, compendium: "army type obstacle course exercise, boot camp training program", name: "Boot camp class", category: "Conditioning", type: "Cardio", about: "An obstacle-course style class of running, crawling and bodyweight drills." },
  { code: "02064", met: 3.8, compendium: "home exercise, general", name: "Home exercise, general", category: "Conditioning", type: "Cardio", about: "A general mix of exercises at home." },
  { code: "02143", met: 4, compendium: "video exercise workouts, TV conditioning programs (e.g., cardio-resistance), moderate effort", name: "Exercise video, moderate", category: "Conditioning", type: "Cardio", about: "A cardio and resistance workout video at a moderate effort.", featured: true, video: true },
  { code: "02146", met: 6, compendium: "video exercise workouts, TV conditioning programs (e.g., cardio-resistance), vigorous effort", name: "Exercise video, vigorous", category: "Conditioning", type: "Cardio", about: "A cardio and resistance workout video at a vigorous effort." },
  { code: "02003", met: 3.8, compendium: "activity promoting video game (e.g., Wii Fit), moderate effort (e.g., aerobic, resistance)", name: "Active video game, moderate", category: "Conditioning", type: "Cardio", about: "Exercise games at a moderate effort, such as aerobics or boxing games." },
  { code: "02060", met: 5.5, compendium: "health club exercise, general (Taylor Code 160)", name: "Health club workout", category: "Conditioning", type: "Resistance", about: "A general workout at the gym." },
  { code: "02115", met: 2.8, compendium: "upper body exercise, arm ergometer", name: "Arm cycling (arm ergometer)", category: "Conditioning", type: "Cardio", about: "Pedalling with the arms, seated: cardio for people who cannot use their legs much." },
  { code: "02022", met: 3.8, compendium: "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort", name: "Wall push-ups", category: "Strength", type: "Resistance", about: "Push-ups against a wall, the gentlest push-up: chest, shoulders and arms.", featured: true, video: true },
  { code: "02020", met: 8, compendium: "calisthenics (e.g., push ups, sit ups, pull-ups, jumping jacks), vigorous effort", name: "Push-ups and jumping jacks", category: "Strength", type: "Resistance", about: "Vigorous calisthenics: push-ups, sit-ups, pull-ups and jumping jacks." },
  { code: "02024", met: 2.8, compendium: "calisthenics (e.g., situps, abdominal crunches), light effort", name: "Abdominal crunches", category: "Strength", type: "Resistance", about: "Light calisthenics for the core: curl-ups and crunches." },
  { code: "02052", met: 5, compendium: "resistance (weight) training, squats , slow or explosive effort", name: "Bodyweight squats", category: "Strength", type: "Resistance", about: "Squats with your own body weight, or holding light weights.", video: true },
  { code: "02054", met: 3.5, compendium: "resistance (weight) training, multiple exercises, 8-15 repetitions at varied resistance", name: "Dumbbell workout", category: "Strength", type: "Resistance", about: "Several resistance exercises of 8 to 15 repetitions with dumbbells or machines.", featured: true, video: true },
  { code: "02050", met: 6, compendium: "resistance training (weight lifting - free weight, nautilus or universal-type), power lifting or body building, vigorous effort (Taylor Code 210)", name: "Heavy weight training", category: "Strength", type: "Resistance", about: "Weight lifting at a vigorous effort: power lifting or body building." },
  { code: "02030", met: 3.5, compendium: "calisthenics, light or moderate effort, general (example: back exercises), going up & down from floor (Taylor Code 150)", name: "Back and core exercises", category: "Strength", type: "Resistance", about: "Light floor exercises for the back and core, getting up and down from the floor." },
  { code: "02112", met: 2.8, compendium: "therapeutic exercise ball, Fitball exercise", name: "Exercise ball workout", category: "Strength", type: "Resistance", about: "Strength and balance exercises on a large exercise ball." },
  { code: "02022", met: 3.8, compendium: "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort", name: "Lunges", category: "Strength", type: "Resistance", about: "Stepping forward or back into a lunge, holding a chair for balance if needed." },
  { code: "02022", met: 3.8, compendium: "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort", name: "Chair stands", category: "Strength", type: "Resistance", about: "Standing up from a chair and sitting back down without using your hands: everyday leg strength.", featured: true },
  { code: "02054", met: 3.5, compendium: "resistance (weight) training, multiple exercises, 8-15 repetitions at varied resistance", name: "Resistance band workout", category: "Strength", type: "Resistance", about: "Rows, presses and curls with an elastic band, 8 to 15 repetitions each.", video: true },
  { code: "02024", met: 2.8, compendium: "calisthenics (e.g., situps, abdominal crunches), light effort", name: "Seated arm and leg exercises", category: "Strength", type: "Resistance", about: "Light strength moves done sitting in a sturdy chair: arm raises, leg lifts, marches.", video: true },
  { code: "02024", met: 2.8, compendium: "calisthenics (e.g., situps, abdominal crunches), light effort", name: "Planks and bridges", category: "Strength", type: "Resistance", about: "Holding a plank and lifting the hips in a bridge, for the core and back." },
  { code: "02105", met: 3, compendium: "pilates, general", name: "Pilates", category: "Stretching & yoga", type: "Flexibility", about: "Controlled movements for core strength, posture and flexibility.", featured: true, video: true },
  { code: "02101", met: 2.3, compendium: "stretching, mild", name: "Gentle stretching", category: "Stretching & yoga", type: "Flexibility", about: "Slow, mild stretches for the main muscle groups.", featured: true, video: true },
  { code: "02150", met: 2.5, compendium: "yoga, Hatha", name: "Hatha yoga", category: "Stretching & yoga", type: "Flexibility", about: "Gentle yoga poses held with slow breathing.", video: true },
  { code: "02160", met: 4, compendium: "yoga, Power", name: "Power yoga", category: "Stretching & yoga", type: "Flexibility", about: "A flowing, vigorous style of yoga." },
  { code: "02180", met: 3.3, compendium: "yoga, Surya Namaskar", name: "Sun salutations", category: "Stretching & yoga", type: "Flexibility", about: "Surya Namaskar: a sequence of twelve yoga poses linked by the breath." },
  { code: "02170", met: 2, compendium: "yoga, Nadisodhana", name: "Yoga breathing", category: "Stretching & yoga", type: "Flexibility", about: "Nadisodhana, alternate-nostril breathing, in a seated pose." },
  { code: "02140", met: 2.3, compendium: "video exercise workouts, TV conditioning programs (e.g., yoga, stretching), light effort", name: "Yoga or stretching video", category: "Stretching & yoga", type: "Flexibility", about: "Following a light yoga or stretching video at home." },
  { code: "15670", met: 3, compendium: "tai chi, qi gong, general", name: "Tai chi", category: "Stretching & yoga", type: "Flexibility", about: "Slow, flowing movements for balance and calm.", video: true },
  { code: "15672", met: 1.5, compendium: "tai chi, qi gong, sitting, light effort", name: "Seated tai chi", category: "Stretching & yoga", type: "Flexibility", about: "Tai chi or qi gong done sitting in a chair, at a light effort." },
  { code: "02001", met: 2.3, compendium: "activity promoting video game (e.g., Wii Fit), light effort (e.g., balance, yoga)", name: "Balance and yoga game", category: "Stretching & yoga", type: "Flexibility", about: "Light balance and yoga exercise games." },
  { code: "03020", met: 5, compendium: "aerobic, low impact", name: "Low-impact aerobics", category: "Dancing", type: "Cardio", about: "Aerobics with one foot always on the floor: easy on the knees.", featured: true, video: true },
  { code: "03021", met: 7.3, compendium: "aerobic, high impact", name: "High-impact aerobics", category: "Dancing", type: "Cardio", about: "Aerobics with jumps and hops." },
  { code: "03015", met: 7.3, compendium: "aerobic, general", name: "Aerobics class", category: "Dancing", type: "Cardio", about: "A general aerobics class." },
  { code: "03018", met: 5.5, compendium: "aerobic, step, with 4-inch step", name: "Step aerobics, 4-inch step", category: "Dancing", type: "Cardio", about: "Step aerobics on a low, 4-inch step." },
  { code: "03016", met: 7.5, compendium: "aerobic, step, with 6 - 8 inch step", name: "Step aerobics, 6–8 inch step", category: "Dancing", type: "Cardio", about: "Step aerobics on a 6 to 8 inch step." },
  { code: "03025", met: 4.5, compendium: "ethnic or cultural dancing (e.g., Greek, Middle Eastern, hula, salsa, merengue, bamba y plena, flamenco, belly, and swing)", name: "Latin and cultural dance", category: "Dancing", type: "Cardio", about: "Salsa, merengue, belly, swing and other cultural dances.", video: true },
  { code: "03031", met: 7.8, compendium: "general dancing (e.g., disco, folk, Irish step dancing, line dancing, polka, contra, country)", name: "Line or country dancing", category: "Dancing", type: "Cardio", about: "Disco, folk, line, polka and country dancing." },
  { code: "03040", met: 3, compendium: "ballroom, slow (e.g., waltz, foxtrot, slow dancing, samba, tango, 19 th century dance, mambo, cha cha)", name: "Slow ballroom dancing", category: "Dancing", type: "Cardio", about: "Waltz, foxtrot and other slow ballroom dances." },
  { code: "03030", met: 5.5, compendium: "ballroom, fast (Taylor Code 125)", name: "Fast ballroom dancing", category: "Dancing", type: "Cardio", about: "Fast ballroom dances." },
  { code: "03010", met: 5, compendium: "ballet, modern, or jazz, general, rehearsal or class", name: "Ballet, modern or jazz class", category: "Dancing", type: "Cardio", about: "A dance class or rehearsal." },
  { code: "03014", met: 4.8, compendium: "tap", name: "Tap dancing", category: "Dancing", type: "Cardio", about: "Tap dancing." },
  { code: "02090", met: 6, compendium: "slimnastics, jazzercise", name: "Jazzercise", category: "Dancing", type: "Cardio", about: "Dance-based fitness classes." },
  { code: "15255", met: 4.8, compendium: "golf, general", name: "Golf", category: "Sports", type: "Cardio", about: "A round of golf." },
  { code: "15265", met: 4.3, compendium: "golf, walking, carrying clubs", name: "Golf, walking and carrying clubs", category: "Sports", type: "Cardio", about: "Golf on foot, carrying your clubs." },
  { code: "15285", met: 5.3, compendium: "golf, walking, pulling clubs", name: "Golf, walking and pulling clubs", category: "Sports", type: "Cardio", about: "Golf on foot with a pull cart.", video: true },
  { code: "15270", met: 3, compendium: "golf, miniature, driving range", name: "Driving range or mini golf", category: "Sports", type: "Cardio", about: "Practice at the driving range, or miniature golf." },
  { code: "15685", met: 4.5, compendium: "tennis, doubles", name: "Tennis, doubles", category: "Sports", type: "Cardio", about: "Doubles tennis at a social pace.", video: true },
  { code: "15690", met: 8, compendium: "tennis, singles (Taylor Code 420)", name: "Tennis, singles", category: "Sports", type: "Cardio", about: "Singles tennis." },
  { code: "15695", met: 5, compendium: "tennis, hitting balls, non-game play, moderate effort", name: "Tennis, hitting balls", category: "Sports", type: "Cardio", about: "Hitting balls without a game, at a moderate effort." },
  { code: "15530", met: 7, compendium: "racquetball, general (Taylor Code 470)", name: "Racquetball", category: "Sports", type: "Cardio", about: "A general game of racquetball." },
  { code: "15660", met: 4, compendium: "table tennis, ping pong (Taylor Code 410)", name: "Table tennis", category: "Sports", type: "Cardio", about: "Ping pong." },
  { code: "15030", met: 5.5, compendium: "badminton, social singles and doubles, general", name: "Badminton, social", category: "Sports", type: "Cardio", about: "Social singles or doubles badminton." },
  { code: "15070", met: 4.5, compendium: "basketball, shooting baskets", name: "Shooting baskets", category: "Sports", type: "Cardio", about: "Shooting hoops, no game." },
  { code: "15055", met: 6.5, compendium: "basketball, general", name: "Basketball", category: "Sports", type: "Cardio", about: "A general game of basketball." },
  { code: "15610", met: 7, compendium: "soccer, casual, general (Taylor Code 540)", name: "Soccer, casual", category: "Sports", type: "Cardio", about: "A casual game of soccer." },
  { code: "15620", met: 5, compendium: "softball or baseball, fast or slow pitch, general (Taylor Code 440)", name: "Softball or baseball", category: "Sports", type: "Cardio", about: "Softball or baseball, fast or slow pitch." },
  { code: "15720", met: 3, compendium: "volleyball, non-competitive, 6 - 9 member team, general", name: "Volleyball, recreational", category: "Sports", type: "Cardio", about: "Non-competitive volleyball in a team." },
  { code: "15725", met: 8, compendium: "volleyball, beach, in sand", name: "Beach volleyball", category: "Sports", type: "Cardio", about: "Volleyball in the sand." },
  { code: "15090", met: 3, compendium: "bowling (Taylor Code 390)", name: "Bowling", category: "Sports", type: "None", about: "Ten-pin bowling." },
  { code: "15240", met: 3, compendium: "frisbee playing, general", name: "Frisbee", category: "Sports", type: "Cardio", about: "Throwing and catching a frisbee." },
  { code: "15110", met: 5.5, compendium: "boxing, punching bag", name: "Boxing, punching bag", category: "Sports", type: "Cardio", about: "Working a heavy bag." },
  { code: "15425", met: 5.3, compendium: "martial arts, different types, slower pace, novice performers, practice", name: "Martial arts, beginner", category: "Sports", type: "Cardio", about: "Martial arts practice at a slower, novice pace." },
  { code: "15537", met: 5.8, compendium: "rock climbing, ascending or traversing rock, low-to-moderate difficulty", name: "Rock climbing, easy routes", category: "Sports", type: "Resistance", about: "Climbing low-to-moderate difficulty routes, indoors or out." },
  { code: "15590", met: 7, compendium: "skating, roller (Taylor Code 360)", name: "Roller skating", category: "Sports", type: "Cardio", about: "Skating on roller skates." },
  { code: "15465", met: 3.3, compendium: "lawn bowling, bocce ball, outdoor", name: "Bocce or lawn bowling", category: "Sports", type: "None", about: "Bocce ball or lawn bowling outdoors." },
  { code: "15370", met: 5.5, compendium: "horseback riding, general", name: "Horseback riding", category: "Sports", type: "Cardio", about: "General horseback riding." },
  { code: "15700", met: 3.5, compendium: "trampoline, recreational", name: "Trampoline", category: "Sports", type: "Cardio", about: "Recreational jumping on a trampoline." },
  { code: "05043", met: 3.3, compendium: "vacuuming, general, moderate effort", name: "Vacuuming", category: "Home activities", type: "None", about: "Vacuuming at a moderate effort." },
  { code: "05021", met: 3.5, compendium: "cleaning, mopping, standing, moderate effort", name: "Mopping", category: "Home activities", type: "None", about: "Mopping floors, standing, at a moderate effort." },
  { code: "05010", met: 3.3, compendium: "cleaning, sweeping carpet or floors, general", name: "Sweeping", category: "Home activities", type: "None", about: "Sweeping carpets or floors." },
  { code: "05030", met: 3.3, compendium: "cleaning, house or cabin, general, moderate effort", name: "House cleaning", category: "Home activities", type: "None", about: "General house or cabin cleaning at a moderate effort." },
  { code: "05020", met: 3.5, compendium: "cleaning, heavy or major (e.g. wash car, wash windows, clean garage), moderate effort", name: "Heavy cleaning", category: "Home activities", type: "None", about: "Washing the car or windows, cleaning the garage." },
  { code: "05027", met: 4.3, compendium: "multiple household tasks all at once, vigorous effort", name: "Vigorous housework", category: "Home activities", type: "None", about: "Several household tasks at once, at a vigorous effort." },
  { code: "05120", met: 5.8, compendium: "moving furniture, household items, carrying boxes", name: "Moving furniture", category: "Home activities", type: "Resistance", about: "Moving furniture and household items, carrying boxes." },
  { code: "05056", met: 7.5, compendium: "carrying groceries upstairs", name: "Carrying groceries upstairs", category: "Home activities", type: "Resistance", about: "Carrying bags of groceries up the stairs." },
  { code: "05175", met: 3.5, compendium: "walking/running, playing with child(ren), moderate effort, only active periods", name: "Playing with children", category: "Home activities", type: "Cardio", about: "Walking and running while playing with children, moderate effort." },
  { code: "05193", met: 4, compendium: "walk/run, playing with animals, moderate effort, only active periods", name: "Playing with pets", category: "Home activities", type: "Cardio", about: "Walking and running while playing with animals, moderate effort." },
  { code: "05100", met: 3.3, compendium: "making bed, changing linens", name: "Making beds", category: "Home activities", type: "None", about: "Making beds and changing linens." },
  { code: "08245", met: 3.8, compendium: "gardening, general, moderate effort", name: "Gardening", category: "Lawn & garden", type: "None", about: "General gardening at a moderate effort.", video: true },
  { code: "08240", met: 4.5, compendium: "weeding, cultivating garden (Taylor Code 580)", name: "Weeding", category: "Lawn & garden", type: "None", about: "Weeding and cultivating the garden." },
  { code: "08160", met: 3.8, compendium: "raking lawn or leaves, moderate effort", name: "Raking leaves", category: "Lawn & garden", type: "None", about: "Raking the lawn or leaves at a moderate effort." },
  { code: "08120", met: 5, compendium: "mowing lawn, walk, power mower, moderate or vigorous effort", name: "Mowing with a push mower", category: "Lawn & garden", type: "Cardio", about: "Mowing the lawn, walking behind a power mower." },
  { code: "08110", met: 6, compendium: "mowing lawn, walk, hand mower (Taylor Code 570)", name: "Mowing with a hand mower", category: "Lawn & garden", type: "Cardio", about: "Mowing the lawn, walking with a hand (reel) mower." },
  { code: "08095", met: 5.5, compendium: "mowing lawn, general", name: "Mowing the lawn", category: "Lawn & garden", type: "Cardio", about: "General lawn mowing." },
  { code: "08050", met: 5, compendium: "digging, spading, filling garden, compositing, (Taylor Code 590)", name: "Digging and planting", category: "Lawn & garden", type: "Resistance", about: "Digging, spading and filling the garden." },
  { code: "08255", met: 5.5, compendium: "wheelbarrow, pushing garden cart or wheelbarrow", name: "Pushing a wheelbarrow", category: "Lawn & garden", type: "Resistance", about: "Pushing a garden cart or wheelbarrow." },
  { code: "08210", met: 4, compendium: "trimming shrubs or trees, manual cutter", name: "Trimming shrubs", category: "Lawn & garden", type: "None", about: "Trimming shrubs or trees with a manual cutter." },
  { code: "08261", met: 4, compendium: "yard work, general, moderate effort", name: "Yard work, moderate", category: "Lawn & garden", type: "None", about: "General yard work at a moderate effort." },
  { code: "08262", met: 6, compendium: "yard work, general, vigorous effort", name: "Yard work, vigorous", category: "Lawn & garden", type: "Resistance", about: "General yard work at a vigorous effort." },
  { code: "08195", met: 5.3, compendium: "shoveling snow, by hand, moderate effort", name: "Shoveling snow", category: "Lawn & garden", type: "Resistance", about: "Shoveling snow by hand at a moderate effort." },
  { code: "19080", met: 6.8, compendium: "skiing, cross country, 2.5 mph, slow or light effort, ski walking", name: "Cross-country skiing, slow", category: "Winter activities", type: "Cardio", about: "Cross-country skiing at 2.5 mph, a light effort." },
  { code: "19090", met: 9, compendium: "skiing, cross country, 4.0-4.9 mph, moderate speed and effort, general", name: "Cross-country skiing, moderate", category: "Winter activities", type: "Cardio", about: "Cross-country skiing at 4 to 5 mph." },
  { code: "19160", met: 5.3, compendium: "skiing, downhill, alpine or snowboarding, moderate effort, general, active time only", name: "Downhill skiing", category: "Winter activities", type: "Cardio", about: "Downhill skiing or snowboarding at a moderate effort." },
  { code: "19190", met: 5.3, compendium: "snow shoeing, moderate effort", name: "Snowshoeing", category: "Winter activities", type: "Cardio", about: "Walking on snowshoes at a moderate effort." },
  { code: "19020", met: 5.5, compendium: "skating, ice, 9 mph or less", name: "Ice skating, easy", category: "Winter activities", type: "Cardio", about: "Ice skating at 9 mph or less." },
  { code: "19180", met: 7, compendium: "sledding, tobogganing, bobsledding, luge (Taylor Code 370)", name: "Sledding", category: "Winter activities", type: "Cardio", about: "Sledding or tobogganing." },
];

/** Per kind of activity: a sentence for the description, how-to steps and a safety note. */
export const GUIDES: Record<ExerciseCategory, { intro: string; steps: string[]; safety: string }> = {
  Walking: {
    intro: "Walking needs nothing but comfortable, supportive shoes, and you can do it almost anywhere.",
    steps: [
      "Warm up with five minutes at an easy pace.",
      "Walk tall: head up, shoulders relaxed, arms swinging naturally from the shoulders.",
      "Land on your heel and roll through the foot to push off from your toes.",
      "Keep a pace at which you can still talk in short sentences.",
      "Finish with five easy minutes and a gentle calf and thigh stretch.",
    ],
    safety: "Choose well-lit, even routes, carry water on warm days, and stop if you feel chest pain, dizziness or unusual shortness of breath.",
  },
  Running: {
    intro: "Running builds fitness quickly; build up gradually so that joints and tendons have time to adapt.",
    steps: [
      "Warm up with five to ten minutes of brisk walking.",
      "Run at a conversational pace: you should be able to speak a sentence.",
      "Take walking breaks whenever you need them; they are part of the plan, not a failure.",
      "Add no more than about a tenth to your total running time from one week to the next.",
      "Cool down with five minutes of walking, then stretch your calves, thighs and hips.",
    ],
    safety: "Check with your clinic before you start running if you have joint, heart or blood-pressure problems, and wear running shoes that fit well.",
  },
  Cycling: {
    intro: "Cycling is easy on the joints because the bike carries your weight.",
    steps: [
      "Set the saddle so that your knee stays slightly bent at the bottom of each stroke.",
      "Pedal easily for five minutes to warm up.",
      "Keep a smooth, steady cadence and raise the resistance or speed a little at a time.",
      "Drink water every 10 to 15 minutes.",
      "Finish with five minutes of easy pedalling.",
    ],
    safety: "Outdoors, wear a helmet and bright clothing and follow traffic rules; indoors, keep a fan and a water bottle close.",
  },
  "Swimming & water": {
    intro: "Water supports your body weight, which makes pool exercise one of the kindest choices for sore knees, hips and backs.",
    steps: [
      "Enter the pool carefully, using the steps and the rail.",
      "Warm up with five minutes of walking or gentle movement in the water.",
      "Keep your movements steady and controlled: the water provides the resistance.",
      "Rest at the wall whenever you need to.",
      "Cool down with slow movements, then stretch on the deck.",
    ],
    safety: "Exercise where a lifeguard is on duty or with a buddy, and stay in water of a depth you are comfortable in.",
  },
  Conditioning: {
    intro: "Machines and classes let you set the effort precisely and watch your progress over the weeks.",
    steps: [
      "Ask the gym staff to show you how to set up the machine or what the class involves.",
      "Warm up for five minutes at a low setting.",
      "Work at a level you can keep up, breathing faster but under control.",
      "Increase the time first, and the intensity only later.",
      "Cool down for five minutes and stretch.",
    ],
    safety: "Start low and build up, and stop if you feel pain, dizziness or chest discomfort.",
  },
  Strength: {
    intro: "Stronger muscles help protect lean mass while you lose weight, and make everyday tasks easier.",
    steps: [
      "Warm up with five minutes of marching in place or walking.",
      "Do 8 to 15 slow, controlled repetitions of each exercise.",
      "Breathe out as you push or lift; never hold your breath.",
      "Rest one to two minutes between sets.",
      "Aim for two or three sessions a week, with a rest day in between.",
    ],
    safety: "Use a chair or a wall for balance, keep every movement pain-free, and choose a weight you can lift with good form.",
  },
  "Stretching & yoga": {
    intro: "Flexibility and balance work eases stiffness, improves posture and lowers the risk of falls.",
    steps: [
      "Wear comfortable clothes and use a mat or a sturdy chair.",
      "Move into each position slowly.",
      "Hold each stretch for 15 to 30 seconds, without bouncing.",
      "Breathe slowly and deeply throughout.",
      "Stop at a feeling of mild tension, never of pain.",
    ],
    safety: "Adapt any position that strains your back, knees or neck; a chair, a cushion or a strap can help.",
  },
  Dancing: {
    intro: "Dancing is cardio that rarely feels like a workout: the music carries you along.",
    steps: [
      "Start with a slow song to warm up.",
      "Follow the steps at your own pace, simplifying moves when you need to.",
      "Keep one foot on the floor for a lower-impact version.",
      "Drink water between songs.",
      "Finish with a slow song and a gentle stretch.",
    ],
    safety: "Wear supportive shoes and dance on a non-slip floor, clear of rugs and furniture.",
  },
  Sports: {
    intro: "Games bring friends, a little competition and fun to being active, which helps people keep at it.",
    steps: [
      "Warm up with five to ten minutes of easy movement and a few practice swings or throws.",
      "Play at a level that suits your fitness.",
      "Take breaks between games or sets.",
      "Drink water regularly.",
      "Cool down and stretch the muscles you used most.",
    ],
    safety: "Build up your playing time gradually, use the right protective gear, and rest an injury rather than playing through it.",
  },
  "Home activities": {
    intro: "Everyday chores add up: brisk housework counts toward your activity for the day.",
    steps: [
      "Put on some music and move briskly between tasks.",
      "Bend at the knees and keep loads close to your body when you lift.",
      "Switch tasks every 10 to 15 minutes to use different muscles.",
      "Take short breaks and drink water.",
    ],
    safety: "Lift with your legs, not your back, and ask for help with heavy items.",
  },
  "Lawn & garden": {
    intro: "Yard and garden work combines walking, lifting, bending and reaching, in the fresh air.",
    steps: [
      "Warm up with a short walk around the yard.",
      "Alternate heavy and light tasks.",
      "Kneel on a pad or sit on a low stool for work at ground level.",
      "Keep a water bottle nearby.",
      "Stretch your back, shoulders and legs when you finish.",
    ],
    safety: "Wear gloves and sun protection, avoid the hottest part of the day, and lift with your legs.",
  },
  "Winter activities": {
    intro: "Winter activities keep you moving through the cold months.",
    steps: [
      "Dress in layers you can take off as you warm up.",
      "Warm up indoors for a few minutes before you go out.",
      "Start at an easy pace: cold air makes breathing harder.",
      "Rest and drink water often, even when you do not feel thirsty.",
      "Finish with gentle stretches indoors.",
    ],
    safety: "Check the weather and the conditions, and never go out alone on remote trails.",
  },
};

export interface PlanSeed {
  name: string;
  group: "Beginner" | "Intermediate" | "All levels";
  subgroup: string;
  description: string;
  details: string;
  notes: string[];
  /** Weekday (Sunday 0 … Saturday 6) → [exercise name, minutes]. */
  schedule: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, [string, number][]>>;
}

export const PLANS: PlanSeed[] = [
  {
    name: "Beginner Walking",
    group: "Beginner",
    subgroup: "Walking",
    description: "Three short walks and a stretch a week: the gentlest way to start.",
    details: "4 days a week · 10 to 20 minutes",
    notes: ["Walk at a pace where you can still talk.", "Add two or three minutes to each walk every week until you reach 30 minutes."],
    schedule: { 1: [["Walking for pleasure", 15]], 3: [["Walking for pleasure", 15]], 5: [["Moderate walk, 3 mph", 20]], 0: [["Gentle stretching", 10]] },
  },
  {
    name: "Walk Your Way Up",
    group: "Intermediate",
    subgroup: "Walking",
    description: "Brisk walks four days a week, one with hills, and a weekend hike.",
    details: "5 days a week · 30 to 45 minutes",
    notes: ["Brisk means slightly out of breath but still able to talk.", "Choose a route with a gentle slope for Thursday."],
    schedule: {
      1: [["Brisk walk", 30]],
      2: [["Brisk walk", 30], ["Gentle stretching", 10]],
      4: [["Uphill walk, gentle grade", 30]],
      5: [["Brisk walk", 30]],
      6: [["Hiking", 45]],
    },
  },
  {
    name: "Low-Impact Cardio",
    group: "Beginner",
    subgroup: "Low impact",
    description: "Cardio that spares the knees and hips: the bike, the elliptical and the pool.",
    details: "3 days a week · 20 to 30 minutes",
    notes: ["Keep the resistance light for the first two weeks.", "Any of the three days can be swapped for a pool session."],
    schedule: { 1: [["Stationary bike, very light", 20]], 3: [["Elliptical trainer", 20]], 5: [["Water walking, moderate", 30]] },
  },
  {
    name: "Pool Power",
    group: "Intermediate",
    subgroup: "Low impact",
    description: "Water aerobics, laps and water walking: a full workout with the water carrying your weight.",
    details: "3 days a week · 30 to 45 minutes",
    notes: ["A flotation belt makes water jogging easier.", "Rest at the wall between laps as often as you need."],
    schedule: {
      1: [["Water aerobics", 45]],
      3: [["Swimming laps, slow freestyle", 20], ["Water walking, brisk", 15]],
      5: [["Water aerobics", 45]],
    },
  },
  {
    name: "Strength at Home",
    group: "Beginner",
    subgroup: "Strength at home",
    description: "Two short bodyweight sessions a week with a chair and a wall, and a daily walk.",
    details: "4 days a week · 15 to 30 minutes",
    notes: ["Do two sets of 8 to 12 repetitions of each exercise.", "Leave a rest day between the two strength days."],
    schedule: {
      1: [["Wall push-ups", 10], ["Chair stands", 10], ["Abdominal crunches", 5]],
      3: [["Brisk walk", 20]],
      4: [["Wall push-ups", 10], ["Lunges", 10], ["Planks and bridges", 5]],
      6: [["Brisk walk", 30]],
    },
  },
  {
    name: "Full-Body Strength",
    group: "Intermediate",
    subgroup: "Strength at home",
    description: "Dumbbells and resistance bands three days a week, with cardio in between.",
    details: "5 days a week · 30 to 40 minutes",
    notes: ["Choose a weight you can lift 12 times with good form.", "Increase the weight once 15 repetitions feel easy."],
    schedule: {
      1: [["Dumbbell workout", 30], ["Planks and bridges", 5]],
      2: [["Elliptical trainer", 30]],
      3: [["Resistance band workout", 30], ["Bodyweight squats", 10]],
      4: [["Brisk walk", 30]],
      5: [["Circuit training, moderate", 30]],
    },
  },
  {
    name: "Chair Exercises",
    group: "Beginner",
    subgroup: "Chair exercises",
    description: "Everything done sitting in a sturdy chair: strength, arm cycling, tai chi and stretching.",
    details: "5 days a week · 10 to 20 minutes",
    notes: ["Use a chair without wheels or arms, set against a wall.", "Keep both feet flat on the floor."],
    schedule: {
      1: [["Seated arm and leg exercises", 15]],
      2: [["Seated tai chi", 15]],
      3: [["Arm cycling (arm ergometer)", 10], ["Seated arm and leg exercises", 10]],
      4: [["Seated tai chi", 15]],
      5: [["Seated arm and leg exercises", 15], ["Gentle stretching", 10]],
    },
  },
  {
    name: "Chair Strength and Stretch",
    group: "All levels",
    subgroup: "Chair exercises",
    description: "Chair stands, seated strength and gentle stretching three times a week.",
    details: "3 days a week · 20 minutes",
    notes: ["Stand up from the chair without using your hands when you can.", "Hold each stretch for 15 to 30 seconds."],
    schedule: {
      1: [["Chair stands", 10], ["Gentle stretching", 10]],
      3: [["Seated arm and leg exercises", 10], ["Yoga breathing", 10]],
      5: [["Chair stands", 10], ["Gentle stretching", 10]],
    },
  },
  {
    name: "Yoga and Flexibility",
    group: "All levels",
    subgroup: "Flexibility",
    description: "Hatha yoga, Pilates and tai chi for posture, balance and a calm mind.",
    details: "4 days a week · 20 to 45 minutes",
    notes: ["Move slowly and breathe deeply.", "Skip any position that hurts; a chair or strap can help."],
    schedule: {
      0: [["Hatha yoga", 30]],
      2: [["Pilates", 30]],
      4: [["Tai chi", 30]],
      6: [["Sun salutations", 20], ["Gentle stretching", 10]],
    },
  },
  {
    name: "Cycle into Fitness",
    group: "Intermediate",
    subgroup: "Cycling",
    description: "The exercise bike on weekdays and a leisurely ride at the weekend.",
    details: "4 days a week · 30 to 60 minutes",
    notes: ["Set the saddle so your knee stays slightly bent.", "Join a spin class once the moderate rides feel easy."],
    schedule: {
      1: [["Stationary bike, light to moderate", 30]],
      3: [["Stationary bike, moderate to vigorous", 30]],
      5: [["Stationary bike, light to moderate", 30]],
      6: [["Leisure cycling", 60]],
    },
  },
  {
    name: "Dance Cardio",
    group: "Intermediate",
    subgroup: "Dance",
    description: "Low-impact aerobics, Latin dance and line dancing: cardio that feels like a party.",
    details: "3 days a week · 30 to 45 minutes",
    notes: ["Keep one foot on the floor for the low-impact version of any move.", "Drink water between songs."],
    schedule: { 1: [["Low-impact aerobics", 30]], 3: [["Latin and cultural dance", 45]], 6: [["Line or country dancing", 45]] },
  },
  {
    name: "Walk to Jog",
    group: "Intermediate",
    subgroup: "Running",
    description: "Walk-jog intervals three days a week, building up to 30 minutes of easy jogging.",
    details: "4 days a week · 25 to 35 minutes",
    notes: ["Start with one minute of jogging to two of walking.", "Repeat a week whenever it felt hard."],
    schedule: {
      1: [["Walk-jog intervals", 25]],
      3: [["Walk-jog intervals", 25]],
      5: [["Walk-jog intervals", 30]],
      0: [["Brisk walk", 35]],
    },
  },
  {
    name: "Active Weekends",
    group: "All levels",
    subgroup: "Lifestyle",
    description: "Garden, golf and hike: weekends that count, with two short walks in the week.",
    details: "4 days a week · 20 to 90 minutes",
    notes: ["Yard work and golf on foot count as moderate activity.", "Carry water and sun protection."],
    schedule: {
      2: [["Brisk walk", 20]],
      4: [["Brisk walk", 20]],
      6: [["Gardening", 60], ["Golf, walking and pulling clubs", 90]],
      0: [["Hiking", 60]],
    },
  },
];

export interface DemoFitness {
  email: string;
  /**
   * The weight energy is computed with for the seeded activity when the member has no weight on
   * record yet (the weigh-ins are seeded by the progress area).
   */
  fallbackKg: number;
  /** Their own plan: the workout plans they took, and exercises added by hand on weekdays. */
  plans: string[];
  extra: [string, number[]][];
  /** Activities they do, with a typical duration and how likely on a planned day. */
  routine: { exercise: string; minutes: number; strength?: { lb: number; reps: number; sets: number } }[];
  /** Weekly goals, set eight weeks ago and raised four weeks ago. */
  goals: [{ cardio: number; resistance: number; flexibility: number; calories: number }, { cardio: number; resistance: number; flexibility: number; calories: number }];
}

export const DEMO_FITNESS: DemoFitness[] = [
  {
    email: "patient@example.com",
    fallbackKg: 98.4,
    plans: ["Walk Your Way Up"],
    extra: [
      ["Wall push-ups", [2, 4]],
      ["Chair stands", [2, 4]],
      ["Hatha yoga", [0]],
    ],
    routine: [
      { exercise: "Brisk walk", minutes: 30 },
      { exercise: "Uphill walk, gentle grade", minutes: 30 },
      { exercise: "Hiking", minutes: 45 },
      { exercise: "Wall push-ups", minutes: 10, strength: { lb: 0, reps: 12, sets: 2 } },
      { exercise: "Chair stands", minutes: 10, strength: { lb: 0, reps: 10, sets: 2 } },
      { exercise: "Hatha yoga", minutes: 30 },
    ],
    goals: [
      { cardio: 120, resistance: 1, flexibility: 1, calories: 900 },
      { cardio: 150, resistance: 2, flexibility: 1, calories: 1200 },
    ],
  },
  {
    email: "patient2@example.com",
    fallbackKg: 86.2,
    plans: ["Beginner Walking", "Chair Strength and Stretch"],
    extra: [],
    routine: [
      { exercise: "Walking for pleasure", minutes: 20 },
      { exercise: "Moderate walk, 3 mph", minutes: 20 },
      { exercise: "Chair stands", minutes: 10, strength: { lb: 0, reps: 8, sets: 2 } },
      { exercise: "Gentle stretching", minutes: 10 },
      { exercise: "Latin and cultural dance", minutes: 30 },
    ],
    goals: [
      { cardio: 60, resistance: 1, flexibility: 2, calories: 500 },
      { cardio: 90, resistance: 2, flexibility: 2, calories: 700 },
    ],
  },
  {
    email: "robert.patient@example.com",
    fallbackKg: 112.5,
    plans: ["Cycle into Fitness"],
    extra: [["Dumbbell workout", [2, 4]]],
    routine: [
      { exercise: "Stationary bike, light to moderate", minutes: 30 },
      { exercise: "Stationary bike, moderate to vigorous", minutes: 25 },
      { exercise: "Leisure cycling", minutes: 50 },
      { exercise: "Dumbbell workout", minutes: 30, strength: { lb: 20, reps: 12, sets: 3 } },
    ],
    goals: [
      { cardio: 120, resistance: 1, flexibility: 0, calories: 1400 },
      { cardio: 150, resistance: 2, flexibility: 0, calories: 1800 },
    ],
  },
  {
    email: "linda.patient@example.com",
    fallbackKg: 91.6,
    plans: ["Pool Power", "Yoga and Flexibility"],
    extra: [],
    routine: [
      { exercise: "Water aerobics", minutes: 45 },
      { exercise: "Swimming laps, slow freestyle", minutes: 20 },
      { exercise: "Water walking, brisk", minutes: 15 },
      { exercise: "Hatha yoga", minutes: 30 },
      { exercise: "Pilates", minutes: 30 },
      { exercise: "Tai chi", minutes: 30 },
    ],
    goals: [
      { cardio: 90, resistance: 0, flexibility: 2, calories: 900 },
      { cardio: 120, resistance: 0, flexibility: 3, calories: 1100 },
    ],
  },
  {
    email: "david.patient@example.com",
    fallbackKg: 120.3,
    plans: ["Strength at Home", "Active Weekends"],
    extra: [],
    routine: [
      { exercise: "Brisk walk", minutes: 25 },
      { exercise: "Wall push-ups", minutes: 10, strength: { lb: 0, reps: 10, sets: 2 } },
      { exercise: "Lunges", minutes: 10, strength: { lb: 0, reps: 10, sets: 2 } },
      { exercise: "Golf, walking and pulling clubs", minutes: 90 },
      { exercise: "Gardening", minutes: 60 },
    ],
    goals: [
      { cardio: 90, resistance: 2, flexibility: 0, calories: 1000 },
      { cardio: 120, resistance: 2, flexibility: 0, calories: 1300 },
    ],
  },
];
