-- ltrace trace database, schema version 9.
--
-- This file is the contract between ltrace and anyone who queries a trace:
-- table, column and view names below are stable within a schema version. The
-- ltrace binary embeds this exact text (a test checks that) and runs it to
-- create every trace. Each index is created once the rows it indexes are written.
--
-- Conventions
--   * A proposal dimension is NULL for nil ("ideal size"), a REAL for a
--     number, and SQLite's infinite REAL (9e999, shown as Inf) for infinity.
--   * Node ids are the numbers in `node-3`: pre-order, the root is 0.
--   * Coordinates are points in the root's coordinate space: origin at the
--     top-left, y grows downwards.
--   * JSON columns encode infinity as the string "inf" and nil as null.
--   * Version 2 stores call roles and decision kinds as small integers and a
--     decision's numbers as a JSON array (names in `decision_kinds`), without a
--     stored sentence: the `explained_decisions` view makes the sentences.
--     ltrace refuses version-1 traces with "record it again".
--   * Version 3 adds `diagnostics`: what the scene reader accepted but reports.
--   * Version 4 records scenes read from several files (`nodes.source_file`,
--     `scene_files`), the asset images they use (`scene_images`), and the device a
--     pass was laid out on (`passes.device`, the screen and its safe area).
--   * Version 5 says what each diagnostic is (`diagnostics.kind`: code ignored, an opaque
--     value substituted, a placeholder, an approximation) and which nodes depend on it
--     (`diagnostic_nodes`), so that `why` can say what a size depends on.
--   * Version 6 words every decision in `explained_decisions` exactly as `ltrace why` does,
--     whatever its number of fields (version 5 filled the first 12, in SQLite's own format).
--   * Version 7 records each pass's display scale (`passes.scale`), to which text is rounded,
--     and its Dynamic Type size (`passes.dynamic_type`), to which text styles are scaled.
--   * Version 8 says how each view looks (`nodes.appearance`).
--   * Version 9 adds the diagnostic kind `recovered` (code of the scene ltrace could not run,
--     standing in as an opaque value, a placeholder or a modifier left out) and the asset
--     colours the scene used (`scene_colors`).

-- Identifies the file as an ltrace trace ('ltrc').
PRAGMA application_id = 1819571811;

-- Facts about the recording, one per key. Keys always present:
--   schema_version  this schema's version, "9"
--   engine_version  the layout engine's version; replay compares against it
--   ltrace_version  the ltrace that wrote the trace
--   scene_path      the scene file or folder as given to `ltrace record` (several: separated by spaces)
--   scene_source    the text of the file holding the recorded view, so a trace is self-contained
--                   (a scene of several files keeps every file in `scene_files`)
--   scene_view      the view or preview recorded (`--view`, `--preview`), empty for top-level expressions
--   scene_root      `view`, `preview` or `expressions`: what scene_view names (empty for a Swift view)
--   scene_defines   the `#if` conditions that held (`--define`), comma-separated, often empty
--   random_seed     the seed of the generator behind Int.random, shuffled()… in the scene (empty for a Swift view)
--   created_at      when the trace was written, ISO 8601 UTC
--   command         the command line that wrote the trace
-- and, when the passes were laid out on devices (`--device`):
--   device          the devices, in pass order, comma-separated
-- and, when the scene was recorded from source (`ltrace record`):
--   text_widths     what measured the system font's text: `exact: <font file>` (SF Pro found),
--                   `approximate text widths: <stand-in> for SF Pro`, or ltrace's invented widths;
--                   each Text's `text.layout` decision names the file that measured it
-- and, when the scene was read in the dark appearance (`--color-scheme dark`):
--   color_scheme    `dark`: what `@Environment(\.colorScheme)` read, and how pictures draw colours
-- and, when the app was taken to be built with an older SDK (`--linked-sdk`):
--   linked_sdk      the iOS SDK's major version (16: texts spaced as before iOS 17)
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL, -- the fact's name
    value TEXT NOT NULL              -- its value, as text
) WITHOUT ROWID;

-- One row per root proposal (a layout pass).
CREATE TABLE passes (
    id              INTEGER PRIMARY KEY, -- the pass number, from 1, in recording order
    proposal_width  REAL,                -- width proposed to the root (NULL = nil)
    proposal_height REAL,                -- height proposed to the root (NULL = nil)
    width           REAL,                -- the root's resulting width
    height          REAL,                -- the root's resulting height
    device          TEXT,                -- `iphone-15`, `iphone-15 landscape` (`--device`): the root is proposed
                                         -- the safe area and placed in it, frames are in screen points; NULL without;
                                         -- `iphone-8 fitted` (`--device` with `--proposal`): the root is fitted to
                                         -- the proposal columns' size at the screen's origin, with no safe area
                                         -- (insets 0), as `UIHostingController.sizeThatFits(in:)` fits a view
    screen_width    REAL,                -- the device's screen, in points (NULL without a device)
    screen_height   REAL,
    safe_top        REAL,                -- the safe-area insets (iOS metrics, see docs/devices.md)
    safe_leading    REAL,
    safe_bottom     REAL,
    safe_trailing   REAL,
    scale           REAL NOT NULL DEFAULT 3, -- pixels per point (the device's, else `--scale`); text sizes are
                                             -- rounded up to this grid
    dynamic_type    TEXT NOT NULL DEFAULT 'large' -- the Dynamic Type size (`--dynamic-type`): `xSmall` … `accessibility5`
);

-- The view tree: every view, container and modifier of the scene.
CREATE TABLE nodes (
    id              INTEGER PRIMARY KEY,            -- the number in `node-3`, pre-order
    parent_id       INTEGER REFERENCES nodes (id),  -- the enclosing node; NULL for the root
    child_index     INTEGER NOT NULL,               -- position among the parent's children, from 0
    depth           INTEGER NOT NULL,               -- 0 for the root
    kind            TEXT NOT NULL,                  -- `HStack`, `frame`, `Color`, or a custom layout's type name
    label           TEXT NOT NULL,                  -- as written: `frame(height: 80)`
    args            TEXT NOT NULL,                  -- the evaluated arguments, a JSON object (in a GeometryReader's content:
                                                    -- those of its last build, with the geometry it was placed at last)
    source_line     INTEGER,                        -- line of the name token in the scene, from 1; NULL if unknown
    source_column   INTEGER,                        -- column of the name token, from 1
    source_file     TEXT,                           -- the file of the name token in a scene of several files;
                                                    -- NULL for a one-file scene (meta scene_path)
    layout_priority REAL NOT NULL,                  -- the priority a stack reads (-Inf for a Spacer)
    role            TEXT NOT NULL,                  -- `leaf`, `container`, `modifier`, or `list` (Group, ForEach: never sized)
    trait           TEXT NOT NULL,                  -- what analyses know of its layout: `horizontal-stack`, `vertical-stack`,
                                                    -- `passthrough` (changes no size or position), `chooser` (ViewThatFits),
                                                    -- `shape` (fills its frame), or empty
    appearance      TEXT                            -- how pictures draw it, a JSON object: {"draws": "fill", "outline":
                                                    -- "rounded", "radius": 12, "color": "blue"}, "text", "image"/"symbol"
                                                    -- (+ name), "foreground"/"shape-fill" (+ color), "clip", "border",
                                                    -- "hidden", "control" (+ control), "navigation-bar" (+ title, large),
                                                    -- "tab-bar" (+ items), "list" (+ inset), "placeholder"; NULL: draws nothing
);

-- Why a parent asked a child: fixed rows, the same in every trace.
CREATE TABLE call_roles (
    id     INTEGER PRIMARY KEY, -- the code stored in `calls.role`
    name   TEXT NOT NULL,       -- `probe-min` (proposed 0 along an axis), `probe-max` (infinity),
                                -- `probe-ideal` (nil), `measure`, `final` (the size it is placed with), `place`
    method TEXT NOT NULL        -- `sizeThatFits` or `place`
);
INSERT INTO call_roles (id, name, method) VALUES
    (0, 'probe-min', 'sizeThatFits'), (1, 'probe-max', 'sizeThatFits'), (2, 'probe-ideal', 'sizeThatFits'),
    (3, 'measure', 'sizeThatFits'), (4, 'final', 'sizeThatFits'), (5, 'place', 'place');

-- Every `sizeThatFits` and `place` call, probes and cache hits included.
CREATE TABLE calls (
    id              INTEGER PRIMARY KEY,                -- execution order: ascending ids are calls in the order they started
    pass_id         INTEGER NOT NULL REFERENCES passes (id),
    parent_call_id  INTEGER REFERENCES calls (id),      -- the call during which this call was made; NULL for the pass's first call
    depth           INTEGER NOT NULL,                   -- nesting: 0 for the pass's first call, parent's depth + 1
    node_id         INTEGER NOT NULL REFERENCES nodes (id), -- the node asked (sizeThatFits) or placed (place)
    role            INTEGER NOT NULL REFERENCES call_roles (id), -- why the parent asked (and so the method)
    proposal_width  REAL,                               -- the proposal (NULL = nil)
    proposal_height REAL,
    result_width    REAL NOT NULL,                      -- the answer: the size the node chose
    result_height   REAL NOT NULL,
    x               REAL,                               -- place: the node's top-leading corner; NULL for sizeThatFits
    y               REAL,
    cache_hit       INTEGER NOT NULL,                   -- 1 when the answer came from the per-pass size cache
    anchor_x        REAL,                               -- place: the unit point of the node put at the parent's point
    anchor_y        REAL,
    first_decision_id INTEGER,                          -- the decisions made during this call are the ids
    decision_count  INTEGER NOT NULL                    -- first_decision_id … first_decision_id + decision_count - 1
);

-- The kinds of decision in this trace, one row per kind and sentence form, written
-- as they first occur. docs/decisions.md lists every kind with its fields and
-- sentences; each kind is a `DecisionPayload` type in Sources/LayoutEngine, in the
-- file of the view or modifier that records it. Custom layouts add their own kinds.
CREATE TABLE decision_kinds (
    id       INTEGER PRIMARY KEY, -- the code stored in `decisions.kind_id`
    kind     TEXT NOT NULL,       -- e.g. `stack.distribute`
    fields   TEXT NOT NULL,       -- the names of the values in `decisions.data`, a JSON array: a size or
                                  -- proposal `x` is two fields, `x_width` and `x_height`; a name ending
                                  -- in `nodes` holds node ids
    sentence TEXT NOT NULL        -- the sentence, with `{field}`, `{node}` and `{child}` to fill in
);

-- What reading the scene reported without failing, in source order: code that cannot change
-- layout and was ignored (a `navigationTitle`, an `accessibilityLabel`…), a value from outside the
-- scene's files given a concrete one so that layout could use it, a view laid out as a
-- placeholder, something measured approximately. Problems the engine met while laying out are
-- decisions instead (the `warnings` view).
CREATE TABLE diagnostics (
    id       INTEGER PRIMARY KEY, -- in the order reported
    file     TEXT NOT NULL,       -- the scene file the position is in
    line     INTEGER NOT NULL,    -- from 1
    "column" INTEGER NOT NULL,    -- from 1
    severity TEXT NOT NULL,       -- `warning`
    message  TEXT NOT NULL,
    kind     TEXT NOT NULL        -- `ignored` (cannot change layout), `substituted` (an opaque value given a
                                  -- concrete one, docs/scenes.md "Opaque values"), `placeholder` (a view ltrace cannot
                                  -- lay out), `approximated` (a missing image, a custom font, a random value…),
                                  -- `recovered` (code ltrace could not run: an opaque value stands in for the
                                  -- expression, or the modifier is left out; docs/scenes.md "When ltrace cannot run the code")
);

-- Which nodes a diagnostic concerns: the node whose argument needed the substitution (a Text
-- measured from an opaque string, a frame given 0), the placeholder itself, the views an `if`
-- over an opaque condition chose. `ltrace why` shows them on the nodes of its chain.
CREATE TABLE diagnostic_nodes (
    diagnostic_id INTEGER NOT NULL, -- diagnostics.id
    node_id       INTEGER NOT NULL, -- nodes.id
    PRIMARY KEY (node_id, diagnostic_id)
) WITHOUT ROWID;

-- The files of a scene read from several (`ltrace record Sources/App --view CardView`); empty for one file.
CREATE TABLE scene_files (
    path   TEXT PRIMARY KEY NOT NULL, -- as found under the arguments of `ltrace record`
    source TEXT NOT NULL              -- its full text
) WITHOUT ROWID;

-- The images `Image("name")` found in the asset catalogs or as files, with the size SwiftUI
-- gives them (points = pixels / scale). Replay reads them from here.
CREATE TABLE scene_images (
    name         TEXT PRIMARY KEY NOT NULL, -- as written in Image("…")
    width        REAL NOT NULL,             -- points
    height       REAL NOT NULL,
    pixel_width  REAL NOT NULL,             -- the file's own size (a PDF's or SVG's is in points)
    pixel_height REAL NOT NULL,
    scale        INTEGER NOT NULL,          -- 1, 2 or 3
    file         TEXT NOT NULL              -- the image file read
) WITHOUT ROWID;

-- The colour sets of the asset catalogs the scene used (`Color("Brand")`, `Color.brand`, Xcode's
-- generated asset symbols), with the sRGB colour of their default appearance. Replay reads them from here.
CREATE TABLE scene_colors (
    name    TEXT PRIMARY KEY NOT NULL, -- the colour set's name in its catalog (`Brand`, `Theme/brand-ink`)
    red     REAL,                      -- 0 … 1; NULL for a set without components (a system colour)
    green   REAL,
    blue    REAL,
    opacity REAL
) WITHOUT ROWID;

-- Every decision of the engine: the numbers behind each size and position.
CREATE TABLE decisions (
    id            INTEGER PRIMARY KEY,                 -- grouped by the call that made them (calls in the order they
                                                       -- finished), in the order made within a call
    call_id       INTEGER REFERENCES calls (id),       -- the call during which the node's layout decided (and so the pass)
    node_id       INTEGER NOT NULL REFERENCES nodes (id), -- the node whose layout decided
    child_node_id INTEGER REFERENCES nodes (id),       -- the child the decision is about, if any
    kind_id       INTEGER NOT NULL REFERENCES decision_kinds (id),
    data          TEXT NOT NULL                        -- the values, a JSON array in the order of the kind's `fields`
);

-- Each node's frame in each pass, in root coordinates: its last placement.
-- Nodes never placed (lists, unchosen ViewThatFits candidates) have no row.
CREATE VIEW frames AS
SELECT pass_id, node_id, x, y, result_width AS width, result_height AS height, max(id) AS call_id
FROM calls
WHERE role = 5 -- place
GROUP BY pass_id, node_id;

-- Each decision with its kind and its sentence, worded exactly as `ltrace why` words it:
-- the kind's sentence read once from left to right, each `{name}` replaced by the value of
-- the field of that name, `{node}` and `{child}` by the nodes' labels; a name that is no
-- field stays as written. Values in prose: numbers to at most two decimals (`177.78`),
-- `nil` for null, `yes`/`no`, lists separated by commas (the first 8, then `… (n more)`),
-- and in a field whose name ends in `nodes`, node ids as the nodes' labels.
CREATE VIEW explained_decisions AS
SELECT d.id, c.pass_id, d.call_id, d.node_id, d.child_node_id, k.kind, k.fields, d.data,
       (WITH RECURSIVE step(rest, done) AS (
            SELECT k.sentence, ''
            UNION ALL
            SELECT
                CASE WHEN instr(rest, '{') = 0 OR instr(substr(rest, instr(rest, '{') + 1), '}') = 0 THEN ''
                     ELSE substr(rest, instr(rest, '{') + instr(substr(rest, instr(rest, '{') + 1), '}') + 1) END,
                done || CASE
                    WHEN instr(rest, '{') = 0 OR instr(substr(rest, instr(rest, '{') + 1), '}') = 0 THEN rest
                    ELSE substr(rest, 1, instr(rest, '{') - 1) || (
                        WITH placeholder(name) AS (
                            SELECT substr(rest, instr(rest, '{') + 1, instr(substr(rest, instr(rest, '{') + 1), '}') - 1))
                        SELECT CASE p.name
                            WHEN 'node' THEN n.label
                            WHEN 'child' THEN coalesce(ch.label, 'its child')
                            ELSE coalesce((
                                -- A list's items, or a single value as a list of one; an object as JSON.
                                SELECT CASE json_type(d.data, field.path)
                                    WHEN 'object' THEN d.data -> field.path
                                    ELSE coalesce((
                                        SELECT group_concat(CASE i.type
                                            WHEN 'null' THEN 'nil'
                                            WHEN 'true' THEN 'yes'
                                            WHEN 'false' THEN 'no'
                                            WHEN 'text' THEN i.atom
                                            WHEN 'integer' THEN CASE
                                                WHEN p.name LIKE '%nodes' AND i.atom >= 0
                                                THEN coalesce((SELECT label FROM nodes WHERE id = i.atom), 'node-' || i.atom)
                                                ELSE cast(i.atom AS TEXT) END
                                            WHEN 'real' THEN CASE
                                                WHEN round(i.atom * 100) / 100.0 = cast(round(i.atom * 100) / 100.0 AS INTEGER) AND abs(i.atom) < 1e15
                                                THEN cast(cast(round(i.atom * 100) / 100.0 AS INTEGER) AS TEXT)
                                                ELSE cast(round(i.atom * 100) / 100.0 AS TEXT) END
                                            ELSE i.value END, ', ')
                                        FROM (SELECT * FROM json_each(d.data, field.path) WHERE key IS NULL OR key < 8 ORDER BY key) AS i), '')
                                        || CASE WHEN json_array_length(d.data, field.path) > 8
                                           THEN ', … (' || (json_array_length(d.data, field.path) - 8) || ' more)' ELSE '' END
                                    END
                                FROM (SELECT '$[' || f.key || ']' AS path FROM json_each(k.fields) AS f
                                      WHERE f.value = p.name AND json_type(d.data, '$[' || f.key || ']') IS NOT NULL
                                      ORDER BY f.key LIMIT 1) AS field),
                                '{' || p.name || '}')
                            END
                        FROM placeholder AS p)
                    END
            FROM step
            WHERE rest <> '')
        SELECT done FROM step WHERE rest = '' LIMIT 1) AS message
FROM decisions AS d
JOIN decision_kinds AS k ON k.id = d.kind_id
JOIN nodes AS n ON n.id = d.node_id
LEFT JOIN nodes AS ch ON ch.id = d.child_node_id
LEFT JOIN calls AS c ON c.id = d.call_id;

-- Each value of each decision by name: `WHERE kind = 'stack.distribute' AND field = 'taken'`.
CREATE VIEW decision_values AS
SELECT d.id AS decision_id, c.pass_id, d.call_id, d.node_id, d.child_node_id, k.kind, f.value AS field, d.data ->> f.key AS value
FROM decisions AS d
JOIN decision_kinds AS k ON k.id = d.kind_id
LEFT JOIN calls AS c ON c.id = d.call_id, json_each(k.fields) AS f;

-- Each call with the decisions made during it (a range of ids, so no index is needed).
CREATE VIEW call_decisions AS
SELECT c.id AS call_id, c.pass_id, c.node_id, r.method, r.name AS role, d.id AS decision_id, d.child_node_id, d.kind, d.data, d.message
FROM calls AS c
JOIN call_roles AS r ON r.id = c.role
JOIN explained_decisions AS d ON d.id BETWEEN c.first_decision_id AND c.first_decision_id + c.decision_count - 1
WHERE c.decision_count > 0;

-- Frames with the node's label and source position.
CREATE VIEW node_frames AS
SELECT f.pass_id, f.node_id, n.kind, n.label, n.source_line, n.source_column, f.x, f.y, f.width, f.height
FROM frames AS f
JOIN nodes AS n ON n.id = f.node_id;

-- Calls with the label of the node asked and the role's name, for reading the log in SQL.
CREATE VIEW labeled_calls AS
SELECT c.id, c.pass_id, c.parent_call_id, c.node_id, n.label, r.method, r.name AS role,
       c.proposal_width, c.proposal_height, c.result_width, c.result_height, c.x, c.y, c.cache_hit
FROM calls AS c
JOIN nodes AS n ON n.id = c.node_id
JOIN call_roles AS r ON r.id = c.role;

-- Every probe (a call proposing 0, infinity or nil to learn a range), per node.
CREATE VIEW probes AS
SELECT c.pass_id, c.node_id, n.label, r.name AS role, c.proposal_width, c.proposal_height,
       c.result_width, c.result_height, c.cache_hit, c.id AS call_id
FROM calls AS c
JOIN nodes AS n ON n.id = c.node_id
JOIN call_roles AS r ON r.id = c.role
WHERE r.name LIKE 'probe-%';

-- How often each node was asked per pass, and how many answers came from the cache.
CREATE VIEW call_counts AS
SELECT pass_id, node_id,
       count(*) FILTER (WHERE role <> 5) AS size_calls,
       count(*) FILTER (WHERE role IN (0, 1, 2)) AS probe_calls,
       count(*) FILTER (WHERE cache_hit = 1) AS cache_hits,
       count(*) FILTER (WHERE role = 5) AS place_calls
FROM calls
GROUP BY pass_id, node_id;

-- The call tree in execution order, indented by depth, with the node's label.
CREATE VIEW call_tree AS
SELECT c.id, c.pass_id, c.parent_call_id, c.depth, substr('                                                  ', 1, 2 * min(c.depth, 25)) || n.label AS indented_label,
       r.method, r.name AS role, c.proposal_width, c.proposal_height, c.result_width, c.result_height, c.x, c.y, c.cache_hit
FROM calls AS c
JOIN nodes AS n ON n.id = c.node_id
JOIN call_roles AS r ON r.id = c.role;

-- Warnings (contradictory frames, subviews left unplaced, …).
CREATE VIEW warnings AS
SELECT c.pass_id, d.node_id, n.label, n.source_line, n.source_column, d.data ->> 0 AS message
FROM decisions AS d
JOIN decision_kinds AS k ON k.id = d.kind_id
JOIN nodes AS n ON n.id = d.node_id
LEFT JOIN calls AS c ON c.id = d.call_id
WHERE k.kind = 'warning';

-- Calls on a node, pass by pass: the call that sized or placed a node (`why`, `log --node`, frames).
CREATE INDEX calls_by_node ON calls (node_id, pass_id);
-- Source positions (`why scene.swift:5:9`).
CREATE INDEX nodes_by_source ON nodes (source_line, source_column);
-- A node's children (`why` on a list, diff's tree paths).
CREATE INDEX nodes_by_parent ON nodes (parent_id);
