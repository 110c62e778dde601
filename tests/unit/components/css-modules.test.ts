// @vitest-environment node
// Every class the client takes from a CSS module is one that module defines. A missing one is no
// error anywhere: Vite's module object answers `undefined`, React leaves the class out, and the
// element silently loses its styling (the domain page's toggles did, for `styles.toggle`). The
// TypeScript checker reads each access, `styles.name` and `styles[expr]` (every string literal
// the expression's type allows), against the class names of the imported stylesheet.
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SRC = join(ROOT, 'src')

/** Class selectors of a stylesheet (comments and strings left out). */
function classesOf(css: string): Set<string> {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""')
  return new Set([...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name))
}

interface Use {
  file: string
  stylesheet: string
  name: string
}

/** Class names read from each CSS-module import; `null` names an index the type does not bound. */
function moduleClassUses(program: ts.Program): { uses: Use[]; unbounded: string[] } {
  const checker = program.getTypeChecker()
  const uses: Use[] = []
  const unbounded: string[] = []
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(SRC) || source.isDeclarationFile) continue
    const imports = new Map<string, string>()
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue
      const from = statement.moduleSpecifier.text
      const local = statement.importClause?.name?.text
      if (!local || !from.endsWith('.module.css')) continue
      const path = from.startsWith('@/')
        ? join(SRC, from.slice(2))
        : resolve(dirname(source.fileName), from)
      imports.set(local, path)
    }
    if (imports.size === 0) continue
    const file = relative(ROOT, source.fileName)
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const stylesheet = imports.get(node.expression.text)
        if (stylesheet) uses.push({ file, stylesheet, name: node.name.text })
      } else if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const stylesheet = imports.get(node.expression.text)
        if (stylesheet) {
          const type = checker.getTypeAtLocation(node.argumentExpression)
          const parts = type.isUnion() ? type.types : [type]
          for (const part of parts) {
            if (part.isStringLiteral()) uses.push({ file, stylesheet, name: part.value })
            else unbounded.push(`${file}: ${node.getText(source)} (${checker.typeToString(part)})`)
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { uses, unbounded }
}

function clientProgram(): ts.Program {
  const configPath = join(ROOT, 'tsconfig.json')
  const { config } = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p)) as { config: unknown }
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT)
  return ts.createProgram(
    parsed.fileNames.filter((f) => f.startsWith(SRC)),
    parsed.options,
  )
}

describe('CSS modules', () => {
  it('reads class selectors, not values, comments or strings', () => {
    const css = `/* .gone */ .a, .b-c:hover > ._d { margin: 0.5rem; background: url("x.png") }
      @media (width > 1.5em) { .e { content: '.f' } }`
    expect([...classesOf(css)].sort()).toEqual(['_d', 'a', 'b-c', 'e'])
  })

  it('every class the client uses is defined by the stylesheet it imports', () => {
    const { uses, unbounded } = moduleClassUses(clientProgram())
    // The check reaches the client's modules: a regression here would make the rest vacuous.
    expect(new Set(uses.map((u) => u.file)).size).toBeGreaterThan(50)
    expect(unbounded).toEqual([])
    const classes = new Map<string, Set<string>>()
    const missing = uses
      .filter(({ stylesheet, name }) => {
        let defined = classes.get(stylesheet)
        if (!defined)
          classes.set(stylesheet, (defined = classesOf(readFileSync(stylesheet, 'utf8'))))
        return !defined.has(name)
      })
      .map(({ file, stylesheet, name }) => `${file}: .${name} not in ${relative(ROOT, stylesheet)}`)
    expect(missing).toEqual([])
  }, 120_000)
})
