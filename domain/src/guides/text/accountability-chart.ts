// A learning-centre guide in Markdown (see ../all.ts): the web app draws it, the help chat searches it.
export const markdown = `## The Accountability Chart

The Accountability Chart shows the structure the company needs to reach its vision, and who is accountable for what. It looks like an organization chart, but it starts from the functions, not from the people: first decide which seats the company needs, then put the right person in each seat.

### Seats, not titles

Each box is a seat: a major function such as sales and marketing, operations or finance. A seat lists its five or so main roles, the things the person in it is accountable for. At the top are usually two seats: the Visionary, who brings ideas and relationships, and the Integrator, who runs the day-to-day and makes the leadership team work together.

### One person per seat

Every seat has one person accountable for it. If two names share a seat, nobody owns it. A person can sit in more than one seat in a small company, but every seat still needs one clear name. For each person, ask whether they get the role, want it, and have the capacity to do it.

### When to revisit it

Look at the chart when the company grows, when a seat feels overloaded, or once a year when the V/TO is renewed. Design the chart for the next stage of the company first, then decide who fills each seat.

### In this app

Charts live in folders, with revisions you can publish like the V/TO. On the chart, add seats and assistant seats, write each seat's roles, place people in seats, and print the chart on one page or several.
`;
