-- Drives a language server from headless Neovim's built-in LSP client (0.7's API: start_client,
-- buf_request_sync), as an author's editor would, through the steps a JSON plan lists, and writes
-- what the server answered to a JSON file: `nvim --headless --clean -u NONE -c "luafile drive-lsp.lua"`
-- with CARDC_LSP_PLAN naming the plan ({ cmd, file, results, steps }). Positions are 0-based lines and
-- UTF-16 characters, as the protocol counts them; edits are 0-based lines and byte columns.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(os.getenv("CARDC_LSP_PLAN")), "\n"))
local results = { steps = {}, failure = vim.NIL }
local published = {}

local function finish(failure)
  if failure ~= nil then results.failure = failure end
  vim.fn.writefile({ vim.fn.json_encode(results) }, plan.results)
  vim.cmd("qall!")
end

local ok, failure = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(plan.file))
  local buffer = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = "cardc",
    cmd = plan.cmd,
    root_dir = vim.fn.fnamemodify(plan.file, ":h"),
    handlers = {
      ["textDocument/publishDiagnostics"] = function(_, result)
        table.insert(published, result)
      end,
    },
  })
  assert(client ~= nil, "the client did not start")
  vim.lsp.buf_attach_client(buffer, client)
  assert(vim.wait(20000, function()
    local started = vim.lsp.get_client_by_id(client)
    return started ~= nil and started.initialized
  end, 20), "the server did not initialize")

  -- The diagnostics published for the buffer's current version (its changedtick, which 0.7 sends).
  local function diagnostics()
    local version = vim.lsp.util.buf_versions[buffer]
    local found
    assert(vim.wait(20000, function()
      for _, result in ipairs(published) do
        if result.version == version then found = result end
      end
      return found ~= nil
    end, 20), "no diagnostics for version " .. tostring(version))
    return found.diagnostics
  end

  local uri = vim.uri_from_bufnr(buffer)
  local function request(method, step, extra)
    local params = vim.tbl_extend("force", { textDocument = { uri = uri }, position = step.position }, extra or {})
    local answers, err = vim.lsp.buf_request_sync(buffer, method, params, 20000)
    assert(answers ~= nil, method .. ": " .. tostring(err))
    local answer = answers[client]
    return { result = answer.result, error = answer.err and answer.err.message or vim.NIL }
  end

  for _, step in ipairs(plan.steps) do
    local outcome
    if step.kind == "diagnostics" then
      outcome = diagnostics()
    elseif step.kind == "edit" then
      vim.api.nvim_buf_set_text(buffer, step.line, step.from, step.line, step["until"], { step.text })
      outcome = diagnostics()
    elseif step.kind == "definition" then
      outcome = request("textDocument/definition", step)
    elseif step.kind == "hover" then
      outcome = request("textDocument/hover", step)
    elseif step.kind == "rename" then
      outcome = request("textDocument/rename", step, { newName = step.newName })
      if outcome.result ~= nil and outcome.result ~= vim.NIL then
        vim.lsp.util.apply_workspace_edit(outcome.result, "utf-16")
        vim.cmd("write")
      end
    end
    table.insert(results.steps, { kind = step.kind, outcome = outcome })
  end
  vim.lsp.stop_client(client)
end)

finish(not ok and tostring(failure) or nil)
