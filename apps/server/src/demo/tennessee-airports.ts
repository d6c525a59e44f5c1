/**
 * Tennessee public-use airports for the demo (real FAA location identifiers, names and cities), the five
 * fictional project managers, and each airport's AIG category. Nonprimary airports receive a fixed yearly
 * AIG amount by category; primary airports receive millions by passenger count.
 */
export type AirportCategory =
  'large hub' | 'medium hub' | 'small hub' | 'nonhub' | 'national' | 'regional' | 'local' | 'basic';

export type TennesseeAirport = {
  code: string;
  name: string;
  city: string;
  pm: string;
  category: AirportCategory;
  /** Runways as 'low/high' designators; generated when not listed. */
  runways?: readonly string[];
  /** Has an airport-owned contract tower (eligible for FCT money). */
  contractTower?: boolean;
};

export const DEMO_PMS = [
  'Marcus Reed', // Middle Tennessee: Nashville area and the north
  'Alicia Gaines', // West Tennessee
  'Brandon Whitaker', // East Tennessee
  'Dana Kowalski', // Southeast Tennessee and the Cumberland Plateau
  'Jennifer Holt', // South Central Tennessee
] as const;

const [MIDDLE, WEST, EAST, SOUTHEAST, SOUTH_CENTRAL] = DEMO_PMS;

/** The PM the demo account pm@demo.test is assigned to. */
export const DEMO_ACCOUNT_PM = MIDDLE;

/** Yearly AIG base allocation in dollars (primary airports vary a little by year). */
export const AIG_YEARLY_ALLOCATION: Record<AirportCategory, number> = {
  'large hub': 28_700_000,
  'medium hub': 21_900_000,
  'small hub': 7_400_000,
  nonhub: 4_200_000,
  national: 295_000,
  regional: 159_000,
  local: 149_000,
  basic: 110_000,
};

export const PRIMARY_CATEGORIES: readonly AirportCategory[] = [
  'large hub',
  'medium hub',
  'small hub',
  'nonhub',
];

export const TENNESSEE_AIRPORTS: readonly TennesseeAirport[] = [
  // Middle Tennessee
  {
    code: 'BNA',
    name: 'Nashville International',
    city: 'Nashville',
    pm: MIDDLE,
    category: 'large hub',
    runways: ['2L/20R', '2C/20C', '2R/20L', '13/31'],
  },
  {
    code: 'JWN',
    name: 'John C. Tune',
    city: 'Nashville',
    pm: MIDDLE,
    category: 'national',
    runways: ['2/20'],
    contractTower: true,
  },
  {
    code: 'MQY',
    name: 'Smyrna',
    city: 'Smyrna',
    pm: MIDDLE,
    category: 'national',
    runways: ['14/32', '1/19'],
    contractTower: true,
  },
  {
    code: 'MBT',
    name: 'Murfreesboro Municipal',
    city: 'Murfreesboro',
    pm: MIDDLE,
    category: 'regional',
    runways: ['18/36'],
    contractTower: true,
  },
  {
    code: 'M54',
    name: 'Lebanon Municipal',
    city: 'Lebanon',
    pm: MIDDLE,
    category: 'regional',
    runways: ['1/19'],
  },
  {
    code: 'XNX',
    name: 'Sumner County Regional',
    city: 'Gallatin',
    pm: MIDDLE,
    category: 'regional',
    runways: ['17/35'],
  },
  {
    code: 'M91',
    name: 'Springfield-Robertson County',
    city: 'Springfield',
    pm: MIDDLE,
    category: 'local',
    runways: ['4/22'],
  },
  {
    code: '1M5',
    name: 'Portland Municipal',
    city: 'Portland',
    pm: MIDDLE,
    category: 'basic',
    runways: ['1/19'],
  },
  {
    code: 'CKV',
    name: 'Outlaw Field',
    city: 'Clarksville',
    pm: MIDDLE,
    category: 'regional',
    runways: ['17/35', '8/26'],
  },
  {
    code: 'M02',
    name: 'Dickson Municipal',
    city: 'Dickson',
    pm: MIDDLE,
    category: 'local',
    runways: ['17/35'],
  },
  { code: '0M5', name: 'Humphreys County', city: 'Waverly', pm: MIDDLE, category: 'basic' },
  { code: 'GHM', name: 'Centerville Municipal', city: 'Centerville', pm: MIDDLE, category: 'basic' },
  // West Tennessee
  {
    code: 'MEM',
    name: 'Memphis International',
    city: 'Memphis',
    pm: WEST,
    category: 'medium hub',
    runways: ['18L/36R', '18C/36C', '18R/36L', '9/27'],
  },
  {
    code: 'M01',
    name: 'General DeWitt Spain',
    city: 'Memphis',
    pm: WEST,
    category: 'regional',
    runways: ['17/35'],
  },
  {
    code: 'NQA',
    name: 'Millington-Memphis',
    city: 'Millington',
    pm: WEST,
    category: 'national',
    runways: ['4/22'],
  },
  { code: '2M8', name: 'Charles W. Baker', city: 'Millington', pm: WEST, category: 'basic' },
  { code: 'M04', name: 'Covington Municipal', city: 'Covington', pm: WEST, category: 'local' },
  { code: 'FYE', name: 'Fayette County', city: 'Somerville', pm: WEST, category: 'local' },
  {
    code: 'DYR',
    name: 'Dyersburg Regional',
    city: 'Dyersburg',
    pm: WEST,
    category: 'regional',
    runways: ['4/22'],
  },
  { code: 'UCY', name: 'Everett-Stewart Regional', city: 'Union City', pm: WEST, category: 'regional' },
  { code: 'M53', name: 'Humboldt Municipal', city: 'Humboldt', pm: WEST, category: 'basic' },
  { code: 'TGC', name: 'Gibson County', city: 'Trenton', pm: WEST, category: 'basic' },
  {
    code: 'MKL',
    name: 'McKellar-Sipes Regional',
    city: 'Jackson',
    pm: WEST,
    category: 'national',
    runways: ['2/20'],
    contractTower: true,
  },
  { code: 'M08', name: 'William L. Whitehurst Field', city: 'Bolivar', pm: WEST, category: 'basic' },
  { code: 'SNH', name: 'Savannah-Hardin County', city: 'Savannah', pm: WEST, category: 'local' },
  { code: 'PVE', name: 'Beech River Regional', city: 'Lexington-Parsons', pm: WEST, category: 'local' },
  { code: 'HZD', name: 'Carroll County', city: 'Huntingdon', pm: WEST, category: 'basic' },
  { code: 'PHT', name: 'Henry County', city: 'Paris', pm: WEST, category: 'local' },
  // East Tennessee
  {
    code: 'TYS',
    name: 'McGhee Tyson',
    city: 'Knoxville',
    pm: EAST,
    category: 'small hub',
    runways: ['5L/23R', '5R/23L'],
  },
  {
    code: 'TRI',
    name: 'Tri-Cities',
    city: 'Blountville',
    pm: EAST,
    category: 'nonhub',
    runways: ['5/23', '9/27'],
  },
  {
    code: 'DKX',
    name: 'Knoxville Downtown Island',
    city: 'Knoxville',
    pm: EAST,
    category: 'regional',
    runways: ['8/26'],
  },
  {
    code: 'GKT',
    name: 'Gatlinburg-Pigeon Forge',
    city: 'Sevierville',
    pm: EAST,
    category: 'regional',
    runways: ['10/28'],
  },
  {
    code: 'MOR',
    name: 'Morristown Regional',
    city: 'Morristown',
    pm: EAST,
    category: 'regional',
    runways: ['5/23'],
  },
  {
    code: 'GCY',
    name: 'Greeneville Municipal',
    city: 'Greeneville',
    pm: EAST,
    category: 'local',
    runways: ['5/23'],
  },
  {
    code: '0A9',
    name: 'Elizabethton Municipal',
    city: 'Elizabethton',
    pm: EAST,
    category: 'local',
    runways: ['6/24'],
  },
  { code: 'RVN', name: 'Hawkins County', city: 'Rogersville', pm: EAST, category: 'basic' },
  { code: '6A4', name: 'Johnson County', city: 'Mountain City', pm: EAST, category: 'basic' },
  { code: 'JAU', name: 'Campbell County', city: 'Jacksboro', pm: EAST, category: 'basic' },
  { code: 'SCX', name: 'Scott Municipal', city: 'Oneida', pm: EAST, category: 'basic' },
  { code: 'MNV', name: 'Monroe County', city: 'Madisonville', pm: EAST, category: 'basic' },
  // Southeast Tennessee and the Cumberland Plateau
  {
    code: 'CHA',
    name: 'Chattanooga Metropolitan (Lovell Field)',
    city: 'Chattanooga',
    pm: SOUTHEAST,
    category: 'small hub',
    runways: ['2/20', '15/33'],
  },
  {
    code: 'FGU',
    name: 'Collegedale Municipal',
    city: 'Collegedale',
    pm: SOUTHEAST,
    category: 'local',
    runways: ['3/21'],
  },
  {
    code: 'RZR',
    name: 'Cleveland Regional Jetport',
    city: 'Cleveland',
    pm: SOUTHEAST,
    category: 'regional',
    runways: ['3/21'],
  },
  { code: 'MMI', name: 'McMinn County', city: 'Athens', pm: SOUTHEAST, category: 'local', runways: ['2/20'] },
  { code: 'APT', name: 'Marion County-Brown Field', city: 'Jasper', pm: SOUTHEAST, category: 'basic' },
  { code: '2A0', name: 'Mark Anton', city: 'Dayton', pm: SOUTHEAST, category: 'basic' },
  { code: '1A3', name: 'Martin Campbell Field', city: 'Copperhill', pm: SOUTHEAST, category: 'basic' },
  {
    code: 'CSV',
    name: 'Crossville Memorial-Whitson Field',
    city: 'Crossville',
    pm: SOUTHEAST,
    category: 'regional',
    runways: ['8/26'],
  },
  {
    code: 'SRB',
    name: 'Upper Cumberland Regional',
    city: 'Sparta',
    pm: SOUTHEAST,
    category: 'local',
    runways: ['4/22'],
  },
  { code: '8A3', name: 'Livingston Municipal', city: 'Livingston', pm: SOUTHEAST, category: 'basic' },
  { code: '1A7', name: 'Jackson County', city: 'Gainesboro', pm: SOUTHEAST, category: 'basic' },
  { code: 'RKW', name: 'Rockwood Municipal', city: 'Rockwood', pm: SOUTHEAST, category: 'basic' },
  // South Central Tennessee
  {
    code: 'MRC',
    name: 'Maury County',
    city: 'Columbia',
    pm: SOUTH_CENTRAL,
    category: 'local',
    runways: ['6/24'],
  },
  { code: 'LUG', name: 'Ellington', city: 'Lewisburg', pm: SOUTH_CENTRAL, category: 'local' },
  {
    code: 'SYI',
    name: 'Bomar Field-Shelbyville Municipal',
    city: 'Shelbyville',
    pm: SOUTH_CENTRAL,
    category: 'local',
    runways: ['18/36'],
  },
  {
    code: 'THA',
    name: 'Tullahoma Regional (William Northern Field)',
    city: 'Tullahoma',
    pm: SOUTH_CENTRAL,
    category: 'regional',
    runways: ['6/24', '18/36'],
  },
  { code: 'FYM', name: 'Fayetteville Municipal', city: 'Fayetteville', pm: SOUTH_CENTRAL, category: 'basic' },
  { code: 'BGF', name: 'Winchester Municipal', city: 'Winchester', pm: SOUTH_CENTRAL, category: 'basic' },
  { code: 'UOS', name: 'Franklin County', city: 'Sewanee', pm: SOUTH_CENTRAL, category: 'basic' },
  { code: 'GZS', name: 'Abernathy Field', city: 'Pulaski', pm: SOUTH_CENTRAL, category: 'local' },
  {
    code: '2M2',
    name: 'Lawrenceburg-Lawrence County',
    city: 'Lawrenceburg',
    pm: SOUTH_CENTRAL,
    category: 'local',
  },
  { code: '0M3', name: 'John A. Baker Field', city: 'Hohenwald', pm: SOUTH_CENTRAL, category: 'basic' },
  { code: 'RNC', name: 'Warren County Memorial', city: 'McMinnville', pm: SOUTH_CENTRAL, category: 'local' },
];
