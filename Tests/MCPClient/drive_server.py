"""Drives `boxoffice mcp` with the official MCP Python SDK's stdio client (and, for the oldest
revisions, with plain JSON-RPC lines), and prints what it saw as one JSON object on stdout.

The Swift tests (Tests/BoxOfficeCLITests/MCPServerTests.swift) start this script and check the
numbers against the recordings; this script only records answers and protocol facts.

usage: drive_server.py SCENARIO BINARY [ARGS...]
  SCENARIO: sample-auto | sample-legacy | sample-modern | raw-2025-06-18 | fake-cache | fake-cancel | fake-parallel | fake-locked
            | fake-filmography
  ARGS: the server's arguments after `mcp`
"""

import asyncio
import fcntl
import json
import os
import sqlite3
import subprocess
import sys
import time

from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError


def server(binary, args):
    # The SDK passes a minimal environment unless told: pass ours (the test sets the fake's URL).
    return StdioServerParameters(command=binary, args=["mcp", *args], env=dict(os.environ))


def result_record(result):
    return {
        "isError": result.is_error,
        "text": "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text"),
        "structured": result.structured_content,
    }


async def protocol_error(call):
    try:
        await call
    except MCPError as error:
        return {"code": error.code, "message": error.message}
    return None


async def sample(binary, args, mode):
    seen = {}
    async with Client(server(binary, args), mode=mode, read_timeout_seconds=60) as client:
        seen["protocolVersion"] = client.protocol_version
        tools = await client.list_tools()
        seen["tools"] = {tool.name: {"description": tool.description, "inputSchema": tool.input_schema,
                                     "outputSchema": tool.output_schema, "title": tool.title} for tool in tools.tools}
        resources = await client.list_resources()
        seen["resources"] = [{"uri": str(r.uri), "mimeType": r.mime_type} for r in resources.resources]
        if resources.resources:
            read = await client.read_resource(str(resources.resources[0].uri))
            seen["firstResource"] = {"uri": str(read.contents[0].uri), "text": read.contents[0].text}
        calls = {
            "daily": ("daily_box_office", {}),
            "daily_en": ("daily_box_office", {"date": "2026-01-19", "lang": "en"}),
            "weekly": ("weekly_box_office", {"lang": "ko"}),
            "weekly_week": ("weekly_box_office", {"week": "2011-12-31"}),
            "weekly_range": ("weekly_box_office", {"from": "2011-12-01", "to": "2012-01-31", "lang": "en"}),
            "movie": ("movie", {"code": "20249255"}),
            "movie_title": ("movie", {"title": "범죄와의 전쟁"}),
            "search": ("search_movies", {"title": "범죄와의 전쟁"}),
            "history": ("movie_history", {"code": "20249255"}),
            "top": ("top_movies", {"from": "2026-01-19", "to": "2026-01-25", "limit": 3}),
            "revisions": ("day_revisions", {"date": "2026-01-25"}),
            "status": ("archive_status", {}),
            "forecast": ("forecast", {"movie": "20249255"}),
            "future": ("daily_box_office", {"date": "2026-12-31"}),
            "unrecorded": ("daily_box_office", {"date": "2025-05-01"}),
        }
        seen["calls"] = {}
        for key, (name, arguments) in calls.items():
            seen["calls"][key] = result_record(await client.call_tool(name, arguments))
        # The market tools, all at once, as an assistant asks them.
        market = await asyncio.gather(
            client.call_tool("market", {"from": "2026-01-19", "to": "2026-01-25", "by": "day"}),
            client.call_tool("distributors", {"from": "2026-01-19", "to": "2026-01-25", "limit": 3, "lang": "en"}),
            client.call_tool("compare_movies", {"movies": ["20249255", "아바타: 불과 재"]}),
            client.call_tool("all_time_box_office", {"limit": 3}))
        for key, result in zip(["market", "distributors", "compare", "alltime"], market):
            seen["calls"][key] = result_record(result)
        seen["compareOne"] = await protocol_error(client.call_tool("compare_movies", {"movies": ["20249255"]}))
        seen["badDate"] = await protocol_error(client.call_tool("daily_box_office", {"date": "2026-02-30"}))
        seen["badLimit"] = await protocol_error(client.call_tool("top_movies", {"from": "2026-01-19", "to": "2026-01-25", "limit": "ten"}))
        seen["unknownArgument"] = await protocol_error(client.call_tool("daily_box_office", {"day": "2026-01-25"}))
        seen["unknownTool"] = await protocol_error(client.call_tool("weather", {}))
        seen["neitherCodeNorTitle"] = await protocol_error(client.call_tool("movie", {}))
        seen["backwardsRange"] = await protocol_error(client.call_tool("top_movies", {"from": "2026-01-25", "to": "2026-01-19"}))
        seen["weekAndRange"] = await protocol_error(client.call_tool("weekly_box_office", {"week": "2012-01-01", "from": "2011-12-01", "to": "2012-01-31"}))
        # Two calls at once, each answered by its own id.
        both = await asyncio.gather(client.call_tool("daily_box_office", {"date": "2026-01-20"}),
                                    client.call_tool("daily_box_office", {"date": "2026-01-21"}))
        seen["together"] = [result_record(r)["structured"] for r in both]
        # A call cancelled at once, then the server still answers.
        task = asyncio.ensure_future(client.call_tool("top_movies", {"from": "2026-01-19", "to": "2026-01-25"}))
        await asyncio.sleep(0)
        task.cancel()
        try:
            await task
            seen["cancelledAtOnce"] = "answered before the cancel"
        except asyncio.CancelledError:
            seen["cancelledAtOnce"] = "cancelled"
        seen["afterCancel"] = result_record(await client.call_tool("daily_box_office", {"date": "2026-01-22"}))["structured"]
    return seen


async def fake_cache(binary, args):
    seen = {}
    async with Client(server(binary, args), read_timeout_seconds=60) as client:
        first = await client.call_tool("daily_box_office", {"date": "2026-01-25"})
        seen["first"] = result_record(first)
        print("FIRST-DONE", file=sys.stderr, flush=True)
        # The test counts the fake's requests between these marks from the files it is told of.
        await asyncio.sleep(0)
        second = await client.call_tool("daily_box_office", {"date": "2026-01-25"})
        seen["second"] = result_record(second)
        seen["status"] = result_record(await client.call_tool("archive_status", {}))
        # Another process stores KOFIC's revision of the day (the fake now answers it revised):
        # the server's next answer is the revised one, not the one it kept.
        archive = args[args.index("--archive") + 1]
        report = subprocess.run([binary, "report", "--date", "2026-01-25", "--archive", archive, "--output", "revised", "--quiet"],
                                env=dict(os.environ), capture_output=True, text=True)
        seen["revisionStored"] = report.returncode
        seen["third"] = result_record(await client.call_tool("daily_box_office", {"date": "2026-01-25"}))
        seen["revisions"] = result_record(await client.call_tool("day_revisions", {"date": "2026-01-25", "lang": "ko"}))
    return seen


async def fake_cancel(binary, args):
    """A call whose KOFIC request never answers, cancelled after a second."""
    seen = {}
    async with Client(server(binary, args), read_timeout_seconds=60) as client:
        task = asyncio.ensure_future(client.call_tool("daily_box_office", {"date": "2026-01-24"}))
        await asyncio.sleep(1.0)
        # Served while that call waits for KOFIC: the server is not stuck behind it.
        seen["statusMeanwhile"] = result_record(await client.call_tool("archive_status", {}))
        task.cancel()
        try:
            await task
            seen["outcome"] = "answered"
        except asyncio.CancelledError:
            seen["outcome"] = "cancelled"
        await asyncio.sleep(1.0)
        seen["statusLater"] = result_record(await client.call_tool("archive_status", {}))
    return seen


PARALLEL_DAYS = [f"2026-01-{day:02d}" for day in range(11, 19)]


async def fake_parallel(binary, args):
    """Eight calls at once, as an assistant makes them, each for a day the archive lacks; then the
    same eight again at once (answered from the archive) and two calls for one missing day."""
    seen = {}
    async with Client(server(binary, args), read_timeout_seconds=120) as client:
        first = await asyncio.gather(*(client.call_tool("daily_box_office", {"date": day}) for day in PARALLEL_DAYS))
        seen["first"] = {day: result_record(result) for day, result in zip(PARALLEL_DAYS, first)}
        again = await asyncio.gather(*(client.call_tool("daily_box_office", {"date": day}) for day in PARALLEL_DAYS))
        seen["again"] = {day: result_record(result) for day, result in zip(PARALLEL_DAYS, again)}
        same = await asyncio.gather(*(client.call_tool("daily_box_office", {"date": "2026-01-10", "lang": lang}) for lang in ("ko", "en")))
        seen["sameDay"] = [result_record(result) for result in same]
    return seen


async def fake_filmography(binary, args):
    """People, companies and a segment's chart, all at once, as an assistant asks them."""
    seen = {}
    async with Client(server(binary, args), read_timeout_seconds=120) as client:
        tools = await client.list_tools()
        seen["tools"] = {tool.name: {"inputSchema": tool.input_schema, "outputSchema": tool.output_schema} for tool in tools.tools}
        names = ["company", "person", "companyName", "companyUnknown", "korean", "busan", "koreanAgain", "weeklyKorean",
                 "weeklyKoreanAgain"]
        answers = await asyncio.gather(
            client.call_tool("company", {"code": "20123058", "lang": "ko"}),
            client.call_tool("person", {"code": "10000066"}),
            client.call_tool("company", {"name": "워너브러더스"}),
            client.call_tool("company", {"code": "99999999"}),
            client.call_tool("daily_box_office", {"date": "2018-01-05", "list": "korean"}),
            client.call_tool("daily_box_office", {"date": "2018-01-05", "region": "부산"}),
            client.call_tool("daily_box_office", {"date": "2018-01-05", "list": "korean"}),
            client.call_tool("weekly_box_office", {"week": "2012-01-01", "list": "korean"}),
            client.call_tool("weekly_box_office", {"week": "2012-01-01", "list": "korean"}))
        seen["calls"] = {name: result_record(answer) for name, answer in zip(names, answers)}
        seen["badCode"] = await protocol_error(client.call_tool("person", {"code": "1234"}))
    return seen


async def fake_locked(binary, args):
    """Another process (as the morning cron run does) holds the archive's lock while the server is
    asked for a day it has, a range it half has and a day it lacks; then lets go, and the lacking
    day is fetched."""
    seen = {}
    archive = args[args.index("--archive") + 1]
    async with Client(server(binary, args), read_timeout_seconds=120) as client:
        seen["before"] = result_record(await client.call_tool("daily_box_office", {"date": "2026-01-24"}))
        with open(archive + ".lock", "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            started = time.monotonic()
            seen["archivedDay"] = result_record(await client.call_tool("daily_box_office", {"date": "2026-01-24"}))
            seen["archivedDaySeconds"] = time.monotonic() - started
            started = time.monotonic()
            half, lacked = await asyncio.gather(
                client.call_tool("top_movies", {"from": "2026-01-24", "to": "2026-01-25", "limit": 3, "lang": "en"}),
                client.call_tool("daily_box_office", {"date": "2026-01-25", "lang": "en"}))
            seen["waitedSeconds"] = time.monotonic() - started
            seen["half"], seen["lacked"] = result_record(half), result_record(lacked)
            # Look-ups asked together while the lock is held: answered from KOBIS, their cache writes taking the
            # writer's turn, which gives up after its wait (nothing written while another process holds the archive).
            cached = await asyncio.gather(client.call_tool("movie", {"code": "20199882"}),
                                          client.call_tool("person", {"code": "10000066"}))
            seen["cachedWhileLocked"] = [result_record(r) for r in cached]
            with sqlite3.connect(f"file:{archive}?mode=ro", uri=True) as database:
                seen["keptWhileLocked"] = database.execute(
                    "SELECT (SELECT count(*) FROM movies WHERE movie_code = '20199882')"
                    " + (SELECT count(*) FROM filmographies WHERE code = '10000066')").fetchone()[0]
            # A call that waits while the other process lets go in the middle of its wait is answered in full.
            waiting = asyncio.ensure_future(client.call_tool("daily_box_office", {"date": "2026-01-25"}))
            await asyncio.sleep(0.5)
            fcntl.flock(lock, fcntl.LOCK_UN)
        seen["afterRelease"] = result_record(await waiting)
        cached = await asyncio.gather(client.call_tool("movie", {"code": "20212077"}),
                                      client.call_tool("person", {"code": "10000066"}))
        seen["cachedAfterRelease"] = [result_record(r) for r in cached]
    return seen


def raw(binary, args, version):
    """A client that knows only one handshake revision, speaking plain JSON-RPC lines."""
    process = subprocess.Popen([binary, "mcp", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, env=dict(os.environ), text=True)

    def ask(message):
        process.stdin.write(json.dumps(message) + "\n")
        process.stdin.flush()
        if "id" not in message:
            return None
        return json.loads(process.stdout.readline())

    seen = {}
    try:
        seen["beforeInitialize"] = ask({"jsonrpc": "2.0", "id": 0, "method": "tools/list"})
        seen["initialize"] = ask({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
        ask({"jsonrpc": "2.0", "method": "notifications/initialized"})
        seen["ping"] = ask({"jsonrpc": "2.0", "id": 2, "method": "ping"})
        seen["tools"] = ask({"jsonrpc": "2.0", "id": 3, "method": "tools/list"})
        seen["call"] = ask({"jsonrpc": "2.0", "id": "four", "method": "tools/call",
                            "params": {"name": "daily_box_office", "arguments": {"date": "2026-01-25"}}})
        seen["resources"] = ask({"jsonrpc": "2.0", "id": 7, "method": "resources/list"})
        seen["noSuchResource"] = ask({"jsonrpc": "2.0", "id": 8, "method": "resources/read", "params": {"uri": "boxoffice://daily/1999-01-01.md"}})
        seen["outsideTheFolder"] = ask({"jsonrpc": "2.0", "id": 9, "method": "resources/read",
                                        "params": {"uri": "boxoffice://daily/../../../../etc/passwd"}})
        seen["notJSON"] = ask_line(process, "this is not json")
        seen["unknownMethod"] = ask({"jsonrpc": "2.0", "id": 5, "method": "sampling/whatever"})
        seen["wrongEnvelope"] = ask({"jsonrpc": "2.0", "id": 6, "method": "tools/list",
                                     "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2030-01-01",
                                                          "io.modelcontextprotocol/clientCapabilities": {}}}})
    finally:
        process.stdin.close()
        seen["exitStatus"] = process.wait(timeout=30)
    return seen


def ask_line(process, line):
    process.stdin.write(line + "\n")
    process.stdin.flush()
    return json.loads(process.stdout.readline())


def main():
    scenario, binary, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    if scenario.startswith("sample-"):
        mode = {"sample-auto": "auto", "sample-legacy": "legacy", "sample-modern": "2026-07-28"}[scenario]
        seen = asyncio.run(sample(binary, args, mode))
    elif scenario.startswith("raw-"):
        seen = raw(binary, args, scenario[len("raw-"):])
    elif scenario == "fake-cache":
        seen = asyncio.run(fake_cache(binary, args))
    elif scenario == "fake-cancel":
        seen = asyncio.run(fake_cancel(binary, args))
    elif scenario == "fake-parallel":
        seen = asyncio.run(fake_parallel(binary, args))
    elif scenario == "fake-filmography":
        seen = asyncio.run(fake_filmography(binary, args))
    elif scenario == "fake-locked":
        seen = asyncio.run(fake_locked(binary, args))
    else:
        sys.exit(f"unknown scenario {scenario}")
    json.dump(seen, sys.stdout, ensure_ascii=False, default=str)


if __name__ == "__main__":
    main()
