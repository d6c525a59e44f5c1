/** Kinds of BIL work the demo draws from: titles, descriptions, phases and work codes as a state would write them. */
export type FundingProgram = 'AIG' | 'ATP' | 'FCT';

export type WorkContext = {
  runway: string;
  runwayEnd: string;
  taxiway: string;
  city: string;
  lengthFeet: number;
};

export type WorkKind = {
  program: FundingProgram;
  workCode: string;
  phases: readonly string[];
  /** Only for airports with airline service (ARFF, snow removal equipment). */
  commercialOnly?: boolean;
  /** Relative frequency among the kinds of its program. */
  weight: number;
  title: (work: WorkContext) => string;
  description: (work: WorkContext) => string;
};

const BUILD = ['Design', 'Construction', 'Design & Construction'] as const;

export const WORK_KINDS: readonly WorkKind[] = [
  {
    program: 'AIG',
    workCode: 'RW-REHAB',
    phases: BUILD,
    weight: 6,
    title: (w) => `Rehabilitate Runway ${w.runway}`,
    description: (w) =>
      `Mill and overlay Runway ${w.runway} (${w.lengthFeet.toLocaleString('en-US')} ft), regrade safety areas and remark.`,
  },
  {
    program: 'AIG',
    workCode: 'RW-EXT',
    phases: ['Design', 'Construction'],
    weight: 1.5,
    title: (w) => `Extend Runway ${w.runway}`,
    description: (w) =>
      `Extend Runway ${w.runway} by 600 ft to ${(w.lengthFeet + 600).toLocaleString('en-US')} ft for the design aircraft, with lighting and markings.`,
  },
  {
    program: 'AIG',
    workCode: 'RW-MARK',
    phases: ['Construction'],
    weight: 2,
    title: (w) => `Runway ${w.runway} Crack Seal and Remarking`,
    description: (w) =>
      `Seal pavement cracks and repaint markings on Runway ${w.runway} to restore the pavement condition index.`,
  },
  {
    program: 'AIG',
    workCode: 'TW-REHAB',
    phases: BUILD,
    weight: 4,
    title: (w) => `Rehabilitate Taxiway ${w.taxiway}`,
    description: (w) =>
      `Rehabilitate Taxiway ${w.taxiway} pavement and connectors, including edge lighting and signage.`,
  },
  {
    program: 'AIG',
    workCode: 'TW-NEW',
    phases: BUILD,
    weight: 3,
    title: (w) => `Construct Taxiway ${w.taxiway} Extension`,
    description: (w) =>
      `Extend Taxiway ${w.taxiway} to the Runway ${w.runwayEnd} end so aircraft no longer back-taxi on the runway.`,
  },
  {
    program: 'AIG',
    workCode: 'TW-NEW',
    phases: BUILD,
    weight: 1.5,
    title: (w) => `Construct Partial Parallel Taxiway ${w.taxiway}`,
    description: (w) => `Construct a partial parallel taxiway to Runway ${w.runway} with two connectors.`,
  },
  {
    program: 'AIG',
    workCode: 'TW-NEW',
    phases: ['Design', 'Construction'],
    weight: 1.5,
    title: () => 'Construct T-Hangar Taxilanes',
    description: () => 'Construct taxilanes serving the new T-hangar area, with drainage.',
  },
  {
    program: 'AIG',
    workCode: 'AP-REHAB',
    phases: BUILD,
    weight: 3,
    title: () => 'Rehabilitate General Aviation Apron',
    description: () => 'Rehabilitate the general aviation apron, replace tie-downs and remark.',
  },
  {
    program: 'AIG',
    workCode: 'AP-NEW',
    phases: ['Design', 'Construction'],
    weight: 1.5,
    title: () => 'Expand Terminal Apron',
    description: (w) =>
      `Expand the terminal apron by 12,000 sq yd for transient and corporate aircraft visiting ${w.city}.`,
  },
  {
    program: 'AIG',
    workCode: 'LT-REIL',
    phases: ['Design & Construction', 'Construction'],
    weight: 2.5,
    title: (w) => `Install REILs Runway ${w.runwayEnd}`,
    description: (w) => `Install runway end identifier lights on Runway ${w.runwayEnd}.`,
  },
  {
    program: 'AIG',
    workCode: 'LT-PAPI',
    phases: ['Design & Construction', 'Construction'],
    weight: 2.5,
    title: (w) => `Install PAPI-4 Runway ${w.runwayEnd}`,
    description: (w) => `Install a four-box precision approach path indicator on Runway ${w.runwayEnd}.`,
  },
  {
    program: 'AIG',
    workCode: 'LT-MIRL',
    phases: BUILD,
    weight: 2.5,
    title: (w) => `Replace MIRL Runway ${w.runway} with LED`,
    description: (w) =>
      `Replace the medium intensity runway lights on Runway ${w.runway} with LED fixtures and new cable.`,
  },
  {
    program: 'AIG',
    workCode: 'LT-TWY',
    phases: ['Design & Construction'],
    weight: 1.5,
    title: () => 'Install LED Taxiway Edge Lighting',
    description: () => 'Install LED taxiway edge lights and a new regulator in the airfield lighting vault.',
  },
  {
    program: 'AIG',
    workCode: 'LT-SIGN',
    phases: ['Construction'],
    weight: 1,
    title: () => 'Rehabilitate Airfield Signage',
    description: () => 'Replace guidance signs and panels to current standards.',
  },
  {
    program: 'AIG',
    workCode: 'NAV-AWOS',
    phases: ['Design & Construction'],
    weight: 1,
    title: () => 'Install Automated Weather Observing System (AWOS)',
    description: () => 'Install an AWOS-III with ground-to-air radio broadcast.',
  },
  {
    program: 'AIG',
    workCode: 'LT-BCN',
    phases: ['Construction'],
    weight: 1,
    title: () => 'Replace Airport Rotating Beacon',
    description: () => 'Replace the rotating beacon and tower.',
  },
  {
    program: 'AIG',
    workCode: 'OBS',
    phases: ['Design', 'Construction'],
    weight: 2,
    title: (w) => `Obstruction Removal Runway ${w.runwayEnd} Approach`,
    description: (w) =>
      `Remove trees penetrating the Runway ${w.runwayEnd} approach surface, with avigation easements.`,
  },
  {
    program: 'AIG',
    workCode: 'LAND',
    phases: ['Acquisition'],
    weight: 1,
    title: (w) => `Land Acquisition for Runway ${w.runwayEnd} RPZ`,
    description: (w) => `Acquire land in the Runway ${w.runwayEnd} runway protection zone.`,
  },
  {
    program: 'AIG',
    workCode: 'SEC',
    phases: ['Design & Construction'],
    weight: 1.5,
    title: () => 'Install Airport Perimeter Fencing',
    description: () => 'Install 8 ft wildlife and security fencing with access gates.',
  },
  {
    program: 'AIG',
    workCode: 'DRAIN',
    phases: ['Design', 'Construction'],
    weight: 1.5,
    title: () => 'Airfield Drainage Improvements',
    description: () => 'Replace failing culverts and regrade ditches along the runway safety area.',
  },
  {
    program: 'AIG',
    workCode: 'PLAN',
    phases: ['Planning'],
    weight: 2,
    title: () => 'Update Airport Master Plan',
    description: () =>
      'Update the airport master plan and airport layout plan, with forecasts and a capital plan.',
  },
  {
    program: 'AIG',
    workCode: 'PLAN',
    phases: ['Planning'],
    weight: 1,
    title: (w) => `Environmental Assessment for Runway ${w.runway} Extension`,
    description: (w) => `Prepare the environmental assessment for the proposed Runway ${w.runway} extension.`,
  },
  {
    program: 'AIG',
    workCode: 'EQ-ARFF',
    phases: ['Acquisition'],
    weight: 1.5,
    commercialOnly: true,
    title: () => 'Acquire ARFF Vehicle',
    description: () => 'Acquire a 1,500-gallon aircraft rescue and firefighting vehicle.',
  },
  {
    program: 'AIG',
    workCode: 'EQ-SRE',
    phases: ['Acquisition'],
    weight: 1,
    commercialOnly: true,
    title: () => 'Acquire Snow Removal Equipment',
    description: () => 'Acquire a plow truck with spreader and a runway broom.',
  },
  {
    program: 'ATP',
    workCode: 'TERM',
    phases: BUILD,
    weight: 3,
    title: () => 'Terminal Building Rehabilitation',
    description: () =>
      'Rehabilitate the terminal building: roof, HVAC, restrooms to ADA standards and energy upgrades.',
  },
  {
    program: 'ATP',
    workCode: 'TERM',
    phases: ['Design', 'Construction'],
    weight: 2,
    title: () => 'Construct General Aviation Terminal',
    description: (w) => `Construct a new general aviation terminal of about 6,000 sq ft to serve ${w.city}.`,
  },
  {
    program: 'ATP',
    workCode: 'TERM',
    phases: ['Construction'],
    weight: 1,
    title: () => 'Terminal HVAC and Energy Efficiency Upgrades',
    description: () => 'Replace terminal HVAC units and lighting with high-efficiency equipment.',
  },
  {
    program: 'FCT',
    workCode: 'TWR',
    phases: ['Acquisition'],
    weight: 2,
    title: () => 'Contract Tower Equipment',
    description: () => 'Replace tower cab radios, voice switch and light gun at the contract tower.',
  },
  {
    program: 'FCT',
    workCode: 'TWR',
    phases: ['Design', 'Construction'],
    weight: 1,
    title: () => 'Rehabilitate Contract Tower Cab',
    description: () => 'Rehabilitate the contract tower cab: consoles, glazing and HVAC.',
  },
];

export const COMMENTS: readonly string[] = [
  'Sponsor resolution received.',
  'Bids opened; low bid under the engineer’s estimate.',
  'Combines more than one year of AIG entitlement.',
  'Sponsor asked for a schedule extension.',
  'Waiting on the sponsor’s signed certifications.',
  'Environmental categorical exclusion approved.',
  'Construction to start after the wet season.',
  'Phase 1 of 2.',
  'Independent fee estimate under review.',
];

export const TALKING_POINTS: readonly string[] = [
  'Improves safety for night and low-visibility operations.',
  'Keeps the runway open to the corporate jets that serve local employers.',
  'Part of the airport’s five-year capital improvement plan.',
  'Supports flight training at the local college.',
  'Brings the airfield up to current FAA design standards.',
  'Protects the approach from obstructions.',
  'Supports medical flights and emergency response.',
  'Funded entirely with BIL money and the state and local match; no new local debt.',
];
