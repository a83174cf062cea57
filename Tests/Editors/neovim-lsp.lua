-- neovim-lsp.lua drives Neovim's built-in LSP client against `rowc lsp`; run by neovim-lsp.sh.
-- Every check writes a line; the last line says ok or why not, and the exit status follows it.

local rowc = os.getenv('ROWC_BIN')
local spec = os.getenv('ROWC_SPEC')
local timeout = 15000

local function say(text) io.stdout:write(text .. '\n') end

local function fail(why)
  say('neovim-lsp: FAILED: ' .. why)
  io.stdout:flush()
  os.exit(1)
end

local function expect(condition, what)
  if not condition then fail(what) end
  say('  ok: ' .. what)
end

-- The latest publishDiagnostics parameters, straight from the server.
local published = nil
local exit_code = nil
local shown = {}

local client_id = vim.lsp.start_client({
  name = 'rowc',
  cmd = { rowc, 'lsp' },
  root_dir = vim.fn.fnamemodify(spec, ':h'),
  handlers = {
    ['window/showMessage'] = function(_, result, _, _) table.insert(shown, result.message) end,
    ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
      published = result
      return vim.lsp.handlers['textDocument/publishDiagnostics'](err, result, ctx, config)
    end,
  },
  on_exit = function(code, _) exit_code = code end,
})
if not client_id then fail('the client did not start') end

vim.cmd('edit ' .. vim.fn.fnameescape(spec))
local buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buf, client_id)

local function codes()
  local list = {}
  for _, d in ipairs(published and published.diagnostics or {}) do
    table.insert(list, string.format('%s@%d:%d', d.code, d.range.start.line, d.range.start.character))
  end
  return table.concat(list, ' ')
end

local function wait_for(what, predicate)
  if not vim.wait(timeout, predicate, 20) then fail('timed out waiting for ' .. what .. ' (last diagnostics: ' .. codes() .. ')') end
end

-- 1. Diagnostics for the file as opened. Columns are UTF-16 units: 🍏 counts two.
wait_for('the first diagnostics', function() return published ~= nil end)
expect(codes() == 'E201@2:30 W001@3:0', 'diagnostics on open: ' .. codes())
local client = vim.lsp.get_client_by_id(client_id)
local caps = client.server_capabilities or client.resolved_capabilities
expect(caps ~= nil, 'capabilities received')

-- 2. The quick fix for `subtile`, applied by the client, reaches the server as an incremental change.
local diagnostic = published.diagnostics[1]
local actions = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  range = diagnostic.range,
  context = { diagnostics = { diagnostic } },
}, timeout)
local action = actions and actions[client_id] and actions[client_id].result and actions[client_id].result[1]
expect(action ~= nil and action.title == 'replace `subtile` with `subtitle`', 'quick fix offered: ' .. tostring(action and action.title))
vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
wait_for('diagnostics after the quick fix', function() return codes() == 'W001@3:0' end)
expect(vim.api.nvim_buf_get_lines(buf, 2, 3, false)[1] == 'row wifi   title:"Wi-Fi 🍏"   subtitle:"On"   arrow',
       'quick fix applied in the buffer')

-- 3. Formatting: one edit that gives the canonical layout.
local response = vim.lsp.buf_request_sync(buf, 'textDocument/formatting', {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  options = { tabSize = 4, insertSpaces = true },
}, timeout)
local edits = response and response[client_id] and response[client_id].result
expect(edits ~= nil and #edits == 1, 'one formatting edit')
vim.lsp.util.apply_text_edits(edits, buf, 'utf-16')
local expected = {
  '// A spec with mistakes for the editor test: a misspelt attribute, an empty section.',
  'section "网络 🍏"',
  'row wifi title:"Wi-Fi 🍏" subtitle:"On" arrow',
  '',
  'section "Empty"',
}
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
expect(table.concat(lines, '\n') == table.concat(expected, '\n'), 'formatted text:\n    ' .. table.concat(lines, '\n    '))
wait_for('diagnostics after formatting', function() return codes() == 'W001@4:0' end)
expect(true, 'diagnostics follow the formatted text: ' .. codes())

-- 4. A syntax error: diagnosed, and formatting is refused with no edits.
vim.api.nvim_buf_set_lines(buf, 2, 3, false, { 'row title:"Wi-Fi' })
wait_for('the syntax error', function() return codes() == 'E004@2:10 W001@4:0' end)
expect(true, 'unterminated string diagnosed after an edit: ' .. codes())
response = vim.lsp.buf_request_sync(buf, 'textDocument/formatting', {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  options = { tabSize = 4, insertSpaces = true },
}, timeout)
edits = response and response[client_id] and response[client_id].result
expect(edits ~= nil and #edits == 0, 'formatting refused while there are syntax errors')
wait_for('the refusal message', function() return #shown > 0 end)
expect(shown[1] == 'rowc: not formatted: 1 syntax error', 'refusal shown: ' .. shown[1])

-- 5. Shutdown and exit: the server must exit 0.
vim.lsp.stop_client(client_id)
wait_for('the server to exit', function() return exit_code ~= nil end)
expect(exit_code == 0, 'server exited with status ' .. tostring(exit_code))

say('neovim-lsp: ok: diagnostics, quick fix, incremental sync, formatting and shutdown with Neovim ' ..
    tostring(vim.version().major) .. '.' .. tostring(vim.version().minor))
io.stdout:flush()
os.exit(0)
