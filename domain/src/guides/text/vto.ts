// A learning-centre guide in Markdown (see ../all.ts): the web app draws it, the help chat searches it.
export const markdown = `## The V/TO (Vision/Traction Organizer)

The V/TO puts the company's vision and its plan on two pages. The first page is the vision: where the company is going and why. The second is traction: what the company will do this year and this quarter to get there. When the leadership team agrees on every line, everyone else can be told the same story.

### The vision page

- Core values: the few rules of behaviour that define who belongs in the company.
- Core focus: its purpose or passion, and its niche.
- Ten-year target: one big, long-range goal.
- Marketing strategy: the target market, the few things that set the company apart, a proven process and a guarantee.
- Three-year picture: what the company looks like three years from now, in revenue, profit and a short description.

### The traction page

- One-year plan: this year's revenue, profit and a few goals.
- Rocks: the company's priorities for this quarter.
- Issues: the long-term issues the leadership team will work on, which do not belong in the weekly meeting yet.

### Keeping it alive

The leadership team reviews the V/TO every quarter and rewrites it once a year. Share it with the whole company so that everyone can see how their own work fits in. Questions that come up while sharing it are worth their own issues.

### In this app

V/TOs live in folders; a company folder holds the official one. Each V/TO has revisions: work on a draft, publish it when the team agrees, and compare revisions to see what changed. You can copy a V/TO to start next year's, or export it as a PDF to share.
`;
