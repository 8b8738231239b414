/** The V/TO's parts as the paper V/TO names them; the copy checkboxes and the section headings share them. */
export const PART_LABELS = {
  includeCoreValues: 'VTO_CORE_VALUES',
  includeCoreFocus: 'VTO_CORE_FOCUS',
  includeTenYearTarget: 'VTO_TEN_YEAR_TARGET',
  includeMarketingStrategy: 'VTO_MARKETING_STRATEGY',
  includeThreeYearPicture: 'VTO_THREE_YEAR_PICTURE',
  includeOneYearPlan: 'VTO_ONE_YEAR_PLAN',
  includeRocks: 'VTO_ROCKS',
  includeIssuesList: 'VTO_ISSUES_LIST',
} as const;
